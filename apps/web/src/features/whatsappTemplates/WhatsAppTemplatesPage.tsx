import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPlus, IconRefresh, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailedCard, LoadingLine } from '../../components/LoadStates';
import { StateCard } from '../../components/StateCard';
import { classifyApiError } from '../../lib/apiErrors';
import { apiFailureMessage } from '../../lib/apiFailureMessage';
import { formatPhone } from '../../lib/formatPhone';
import { useTexts } from '../../lib/i18n/useTexts';
import { TemplateBuilder } from './builder/TemplateBuilder';
import { DeleteTemplateModal } from './list/DeleteTemplateModal';
import { PreviewModal } from './list/PreviewModal';
import { filterTemplates, type TemplateFilter, TemplateFilters } from './list/TemplateFilters';
import { TemplatesList } from './list/TemplatesList';
import {
  useAccount,
  useInvalidateTemplates,
  useRefreshTemplates,
  useTemplates,
  type WhatsAppTemplate,
} from './whatsappTemplatesQueries';
import { whatsappTemplatesTexts } from './whatsappTemplatesTexts';

type Dialog =
  | { kind: 'preview'; template: WhatsAppTemplate }
  | { kind: 'build'; template: WhatsAppTemplate | null }
  | { kind: 'delete'; template: WhatsAppTemplate };

/** /dashboard/whatsapp_management/:accountId/templates: the account's message templates, made and followed here. */
export function WhatsAppTemplatesPage() {
  const { accountId = '' } = useParams();
  const t = useTexts(whatsappTemplatesTexts);
  const templates = useTemplates(accountId);
  const account = useAccount(accountId);
  const refresh = useRefreshTemplates(accountId);
  const invalidate = useInvalidateTemplates();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [filter, setFilter] = useState<TemplateFilter>({ search: '', status: null, category: null });
  const list = templates.data ?? [];
  const shown = filterTemplates(list, filter);
  const accountName = account.data
    ? account.data.verified_name || formatPhone(account.data.display_phone_number)
    : '';
  const loadError = templates.error
    ? apiFailureMessage(classifyApiError(templates.error), t.loadFailed)
    : null;

  const refreshFromMeta = () =>
    refresh.mutate(undefined, {
      onSuccess: (result) =>
        notifications.show(
          result.warning
            ? { color: 'orange', message: result.warning }
            : { color: 'green', message: t.refreshed },
        ),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: apiFailureMessage(classifyApiError(error), t.loadFailed),
        }),
    });
  const create = () => setDialog({ kind: 'build', template: null });

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <Anchor component={Link} to="/dashboard/whatsapp_management" size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t.back}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="md">
        <div style={{ minWidth: 0 }}>
          <Title order={2}>{t.title}</Title>
          {accountName && (
            <Text c="dimmed" size="sm" mt={4}>
              {t.subtitle({ account: accountName })}
            </Text>
          )}
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={refresh.isPending}
            onClick={refreshFromMeta}
            disabled={templates.isPending || Boolean(loadError)}
          >
            {t.refresh}
          </Button>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={create}
            disabled={Boolean(loadError)}
          >
            {t.create}
          </Button>
        </Group>
      </Group>

      {templates.isPending ? (
        <LoadingLine label={t.loading} />
      ) : loadError ? (
        <LoadFailedCard title={t.title} text={loadError} onRetry={() => templates.refetch()} />
      ) : list.length === 0 ? (
        <StateCard
          icon={<IconTemplate size={30} />}
          color="green"
          title={t.emptyTitle}
          text={t.emptyText}
          role="status"
        >
          <Group gap="sm" justify="center">
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
              {t.create}
            </Button>
            {/* Templates made in Meta's manager come in only when asked. */}
            <Button variant="default" loading={refresh.isPending} onClick={refreshFromMeta}>
              {t.emptyRefresh}
            </Button>
          </Group>
        </StateCard>
      ) : (
        <Stack gap="sm">
          <TemplateFilters value={filter} onChange={setFilter} />
          <Text size="sm" c="dimmed">
            {t.count({ count: shown.length })}
          </Text>
          {shown.length === 0 ? (
            <Alert color="gray" variant="light">
              {t.noMatch}
            </Alert>
          ) : (
            <TemplatesList
              templates={shown}
              onPreview={(template) => setDialog({ kind: 'preview', template })}
              onEdit={(template) => setDialog({ kind: 'build', template })}
              onDelete={(template) => setDialog({ kind: 'delete', template })}
            />
          )}
        </Stack>
      )}

      {dialog?.kind === 'build' && (
        <TemplateBuilder
          accountId={accountId}
          template={dialog.template}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void invalidate();
          }}
        />
      )}
      {dialog?.kind === 'preview' && (
        <PreviewModal template={dialog.template} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteTemplateModal
          accountId={accountId}
          template={dialog.template}
          all={list}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            setDialog(null);
            void invalidate();
          }}
        />
      )}
    </Stack>
  );
}
