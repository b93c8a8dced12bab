import type { WhatsAppTemplate } from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { Alert, Box, Button, Divider, Grid, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { commonTexts } from '../../../components/commonTexts';
import { SMALL_SCREEN_QUERY } from '../../../components/smallScreen';
import { displayLocale } from '../../../lib/displayLocale';
import { useTexts } from '../../../lib/i18n/useTexts';
import { TemplatePreview } from '../preview/TemplatePreview';
import { previewTime, usePreviewWords } from '../preview/usePreviewWords';
import { whatsappTemplatesTexts } from '../whatsappTemplatesTexts';
import { AuthenticationSection } from './AuthenticationSection';
import { BodySection } from './BodySection';
import { ButtonsSection } from './ButtonsSection';
import { checkDraft, type DraftErrors } from './checkDraft';
import { HeaderSection } from './HeaderSection';
import { IdentitySection } from './IdentitySection';
import { draftFromTemplate, emptyDraft, previewOf, type TemplateDraft } from './templateDraft';
import { readSubmitFailure, useSubmitTemplate } from './useSubmitTemplate';

interface TemplateBuilderProps {
  accountId: string;
  /** The template to edit, or null for a new one. */
  template: WhatsAppTemplate | null;
  onClose: () => void;
  onSaved: (template: WhatsAppTemplate) => void;
}

/**
 * 'Nouveau modèle' / 'Modifier': the fields on the left, the live preview on the right (one column
 * on a phone, the preview under the fields). The contract's checks run as the owner types; the
 * server's refusals land on their fields.
 */
export function TemplateBuilder({ accountId, template, onClose, onSaved }: TemplateBuilderProps) {
  const t = useTexts(whatsappTemplatesTexts);
  const common = useTexts(commonTexts);
  const b = t.builder;
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const words = usePreviewWords();
  const [draft, setDraft] = useState<TemplateDraft>(() =>
    template ? draftFromTemplate(template) : emptyDraft(),
  );
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const submit = useSubmitTemplate(accountId, template?.id ?? null);
  const editing = template !== null;
  const fields = useRef<HTMLDivElement>(null);

  const checked = useMemo(() => checkDraft(draft, { editing }), [draft, editing]);
  // Before the first 'Soumettre', only the name is checked live (Meta's naming rule).
  const shown: DraftErrors = {
    ...(attempted ? checked : draft.name && checked.name ? { name: checked.name } : {}),
    ...serverErrors,
  };
  const change = (patch: Partial<TemplateDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors({});
    setServerMessage(null);
  };
  const preview = previewOf(draft, words);

  const send = () => {
    setAttempted(true);
    if (Object.keys(checked).length > 0) {
      setServerMessage(b.fixErrors);
      // To the first field to correct, once its error is drawn.
      requestAnimationFrame(() =>
        fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    submit.mutate(draft, {
      onSuccess: (result) => {
        notifications.show({
          color: 'green',
          message: editing ? b.saved({ name: draft.name }) : b.submitted({ name: draft.name }),
        });
        onSaved(result.template);
      },
      onError: (error) => {
        const failure = readSubmitFailure(error);
        if (failure.field && failure.message) setServerErrors({ [failure.field]: failure.message });
        setServerMessage(failure.message ?? b.failed);
      },
    });
  };

  const auth = draft.category === 'AUTHENTICATION';
  const props = { draft, change, errors: shown };
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={small}
      size="min(1180px, 96vw)"
      radius="lg"
      title={
        <Title order={2} fz="lg">
          {editing ? b.editTitle({ name: template.name }) : b.createTitle}
        </Title>
      }
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': common.actions.close }}
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg" ref={fields}>
            <Section title={b.sections.identity}>
              <IdentitySection {...props} editing={editing} />
            </Section>
            {auth ? (
              <Section title={b.sections.authentication}>
                <AuthenticationSection {...props} />
              </Section>
            ) : (
              <>
                <Section title={b.sections.content}>
                  <HeaderSection {...props} />
                  <BodySection {...props} />
                </Section>
                <ButtonsSection {...props} />
              </>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Box style={small ? undefined : { position: 'sticky', top: 72 }}>
            <Stack gap="xs">
              <Text fw={600}>{b.preview}</Text>
              <Text size="xs" c="dimmed">
                {b.previewHelp}
              </Text>
              <TemplatePreview message={preview} time={previewTime(displayLocale())} />
            </Stack>
          </Box>
        </Grid.Col>
      </Grid>
      <Divider my="md" />
      {serverMessage && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          mb="md"
          role="alert"
        >
          {serverMessage}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {b.cancel}
        </Button>
        <Button leftSection={<IconSend size={16} aria-hidden />} loading={submit.isPending} onClick={send}>
          {editing ? b.save : b.submit}
        </Button>
      </Group>
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Text fw={700} size="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.05em' }}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}
