import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { slotKey } from '@griot/contract/broadcasts/slotKey';
import { Alert, Anchor, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSend, IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ModelPreview } from '../../components/templateSlots/ModelPreview';
import {
  EMPTY_SLOT_FILLING,
  type SlotFilling,
  SlotFillingField,
} from '../../components/templateSlots/SlotFillingField';
import { classifyApiError } from '../../lib/apiErrors';
import { formatNumber } from '../../lib/formatNumber';
import { formatPhone } from '../../lib/formatPhone';
import { textAround } from '../../lib/i18n/messageParts';
import { useTexts } from '../../lib/i18n/useTexts';
import type { MatchedSegment } from '../../lib/matchedSegment';
import { orpc } from '../../lib/orpc';
import { broadcastTexts } from './broadcastTexts';
import { CampaignProgress } from './CampaignProgress';
import { CampaignsList } from './CampaignsList';
import { ModelPicker } from './ModelPicker';
import { missingValuesNotices } from './missingValuesNotice';
import { useBroadcastActions } from './useBroadcastActions';
import { useMissingValues } from './useMissingValues';

/**
 * The matching end-users panel with broadcast sending: the matched end-users, a model
 * to pick, each placeholder filled with a constant or an end-user variable (with a fallback), then
 * a campaign the server sends — progress n/total live, then the report.
 */
export function BroadcastPanel({
  chatbotId,
  segment,
}: {
  chatbotId: string;
  segment: MatchedSegment | undefined;
}) {
  const t = useTexts(broadcastTexts);
  const { start: send } = useBroadcastActions(chatbotId);
  const [modelId, setModelId] = useState<string | null>(null);
  const [fillings, setFillings] = useState<Record<string, SlotFilling>>({});
  const [campaignId, setCampaignId] = useState<string | undefined>();
  const models = useQuery(orpc.broadcasts.models.queryOptions({ input: { id: chatbotId } }));
  const variables = useQuery(orpc.variables.forEditor.queryOptions({ input: { idchatbot: chatbotId } }));
  const model = models.data?.models.find((candidate) => candidate.id === modelId);
  function startCampaign() {
    if (!model || !segment) return;
    send.mutate(
      {
        id: chatbotId,
        conditions: segment.conditions,
        title: model.title,
        langage: model.langage,
        source: model.source,
        parameters: model.parameters.map((parameter) => {
          const filling = fillings[slotKey(parameter)] ?? EMPTY_SLOT_FILLING;
          return { key: slotKey(parameter), ...filling };
        }),
      },
      {
        onSuccess: (answer) => {
          setCampaignId(answer.campaign.id);
          // On finishing, the selected model is cleared.
          setModelId(null);
          setFillings({});
        },
      },
    );
  }
  const failure = send.error ? classifyApiError(send.error) : undefined;
  const slots = (model?.parameters ?? []).map((parameter) => ({
    key: slotKey(parameter),
    ...(fillings[slotKey(parameter)] ?? EMPTY_SLOT_FILLING),
  }));
  const missing = useMissingValues(chatbotId, segment?.conditions, slots);
  const notices = missingValuesNotices(missing ?? []);
  // A variable without a fallback is refused by the server whatever the counts: blocked at once.
  const blocked =
    notices.some((notice) => notice.blocking) ||
    slots.some((slot) => slot.source === 'variable' && slot.fallback.trim() === '');
  // The list holds at most 10,000 end-users; the others of a bigger segment count as reachable.
  const reachable = segment
    ? segment.total -
      segment.endUsers.filter((endUser) => endUser.user_info.tel === '' || endUser.opted_out).length
    : 0;
  // One sentence, its count in bold: the message is cut where the count stands.
  const matched = segment ? matchedSentence(segment, reachable) : [];

  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <IconSpeakerphone size={20} aria-hidden />
            <Title order={2} fz="lg">
              {t.panel.title}
            </Title>
          </Group>
          {/* Issue 24: scheduling, recurrence and A/B tests live on the campaigns page. */}
          <Anchor component={Link} to="/dashboard/campaigns/new" size="sm">
            {t.panel.campaignsLink}
          </Anchor>
        </Group>
        {!segment ? (
          <Text c="dimmed" size="sm">
            {t.panel.searchFirst}
          </Text>
        ) : segment.total === 0 ? (
          <Text c="dimmed">{m.noUser}</Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm">
              {matched[0]}
              <strong>{formatNumber(segment.total)}</strong>
              {matched[1]}
            </Text>
            <Paper withBorder radius="md" p="xs" mah={180} style={{ overflowY: 'auto' }}>
              <Stack gap={2} role="list" aria-label={t.panel.listLabel}>
                {segment.endUsers.slice(0, 100).map((endUser) => (
                  <Group key={endUser.id} justify="space-between" wrap="nowrap" gap="xs" role="listitem">
                    <Text size="sm" truncate="end">
                      {endUser.name || t.panel.noName}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatPhone(endUser.user_details.tel) || '—'}
                      {endUser.opted_out ? ' · STOP' : ''}
                    </Text>
                  </Group>
                ))}
                {segment.endUsers.length > 100 && (
                  <Text size="xs" c="dimmed">
                    {t.panel.more({ count: formatNumber(segment.total - 100) })}
                  </Text>
                )}
              </Stack>
            </Paper>
          </Stack>
        )}

        <ModelPicker
          chatbotId={chatbotId}
          models={models}
          value={modelId}
          onChange={(value) => {
            setModelId(value);
            setFillings({});
          }}
        />
        {model && (
          <Stack gap="sm">
            <ModelPreview model={model} />
            {model.parameters.map((parameter) => {
              const key = slotKey(parameter);
              const filling = fillings[key] ?? EMPTY_SLOT_FILLING;
              return (
                <SlotFillingField
                  key={key}
                  parameter={parameter}
                  filling={filling}
                  variables={variables.data?.variables ?? []}
                  onChange={(change) =>
                    setFillings((current) => ({ ...current, [key]: { ...filling, ...change } }))
                  }
                >
                  {notices
                    .filter((notice) => notice.key === key)
                    .map((notice) => (
                      <Text
                        key={notice.key}
                        size="xs"
                        c={notice.blocking ? 'red.8' : undefined}
                        role="status"
                      >
                        {notice.text}
                      </Text>
                    ))}
                </SlotFillingField>
              );
            })}
          </Stack>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {m.sendFailed({ detail: failure.kind === 'response' ? failure.message : m.unknownError })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            leftSection={<IconSend size={16} />}
            disabled={!model || !segment || reachable === 0 || blocked}
            loading={send.isPending}
            onClick={startCampaign}
          >
            {t.panel.send({ count: reachable, formatted: formatNumber(reachable) })}
          </Button>
        </Group>
        {campaignId && <CampaignProgress chatbotId={chatbotId} campaignId={campaignId} />}
        <CampaignsList chatbotId={chatbotId} onOpen={setCampaignId} current={campaignId} />
      </Stack>
    </Card>
  );
}

/** '3 utilisateurs : city = Dakar (1 désabonné(s) ou sans numéro, ignorés)', cut where the count stands. */
function matchedSentence(segment: MatchedSegment, reachable: number): [string, string] {
  const t = broadcastTexts.panel;
  const values = { count: segment.total, summary: segment.summary };
  if (reachable >= segment.total) return textAround(t.matched, 'formatted', values);
  const ignored = segment.total - reachable;
  return textAround(t.matchedWithIgnored, 'formatted', {
    ...values,
    ignoredCount: ignored,
    ignored: formatNumber(ignored),
  });
}
