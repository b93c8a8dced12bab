import { Alert, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconSend } from '@tabler/icons-react';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { campaignsTexts } from '../campaignsTexts';
import type { CampaignDraft } from './campaignDraft';
import { whenSummary } from './whenSummary';

/**
 * 'Récapitulatif' and the button: who (chatbot, segment), what (model, variant B), when, then
 * 'Lancer la campagne' (now) or 'Planifier'. The errors the form could not place show above it.
 */
export function ComposerSummary({
  draft,
  chatbotName,
  modelTitle,
  variantTitle,
  failure,
  invalid,
  pending,
  editing,
  onSubmit,
}: {
  draft: CampaignDraft;
  chatbotName: string | undefined;
  modelTitle: string | undefined;
  variantTitle: string | undefined;
  failure: string | undefined;
  invalid: boolean;
  pending: boolean;
  /** A saved plan: 'Enregistrer les modifications'. */
  editing: boolean;
  onSubmit: () => void;
}) {
  const t = useTexts(campaignsTexts);
  const audience = draft.audience;
  const rows = [
    chatbotName,
    audience && audience.total !== null
      ? t.composer.audienceReady({
          count: audience.total,
          formatted: formatNumber(audience.total),
          summary: audience.summary,
        })
      : undefined,
    modelTitle && (variantTitle ? t.composer.variants({ a: modelTitle, b: variantTitle }) : modelTitle),
    whenSummary(draft),
  ].filter((row): row is string => Boolean(row));
  const now = draft.when === 'now';
  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t.composer.summary}
        </Title>
        <List size="sm" spacing={4}>
          {rows.map((row) => (
            <List.Item key={row} style={{ overflowWrap: 'anywhere' }}>
              {row}
            </List.Item>
          ))}
        </List>
        {invalid && (
          <Text size="sm" c="red.8" role="alert">
            {t.composer.fixErrors}
          </Text>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {t.composer.failed({ detail: failure })}
          </Alert>
        )}
        <Button
          fullWidth
          size="md"
          leftSection={now ? <IconSend size={18} aria-hidden /> : <IconCalendarEvent size={18} aria-hidden />}
          loading={pending}
          onClick={onSubmit}
        >
          {editing ? t.composer.save : now ? t.composer.launch : t.composer.schedule}
        </Button>
      </Stack>
    </Card>
  );
}
