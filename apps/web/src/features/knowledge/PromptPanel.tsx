import { KNOWLEDGE_LIMITS } from '@griot/contract/knowledge/knowledgeConstants';
import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import type { CostReport, ObjectSystem } from '@griot/contract/knowledge/knowledgeSchemas';
import { localDecimal } from '@griot/contract/localNumbers';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCopy,
  IconDeviceFloppy,
  IconDownload,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconRestore,
  IconTextWrap,
} from '@tabler/icons-react';
import { useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { displayLocale, formatNumericDateTime } from '../../lib/displayLocale';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import { formatPrompt } from './formatPrompt';
import { notifyKnowledge } from './knowledgeNotify';
import { knowledgeTexts } from './knowledgeTexts';
import type { KnowledgeActions } from './useKnowledgeActions';
import { useTokenCount } from './useTokenCount';

interface PromptPanelProps {
  chatbotId: string;
  objectSystem: ObjectSystem | null;
  totalBlocks: number;
  costs: CostReport;
  save: KnowledgeActions['savePrompt'];
}

/** The generated system prompt: copy, export, show/hide, edit, reset, format, save, statistics. */
export function PromptPanel(props: PromptPanelProps) {
  // A new prompt from the server (a collection, a save) restarts the draft from it.
  const key = props.objectSystem
    ? `${props.objectSystem.update_date}|${props.objectSystem.generated_at}`
    : 'none';
  return <PromptEditor key={key} {...props} />;
}

function PromptEditor({ chatbotId, objectSystem, totalBlocks, costs, save }: PromptPanelProps) {
  const { prompt: t } = useTexts(knowledgeTexts);
  const common = useTexts(commonTexts);
  const original = objectSystem?.systemPrompt.promptblock ?? '';
  const [draft, setDraft] = useState(original);
  const [visible, setVisible] = useState(true);
  const [editing, setEditing] = useState(false);
  const saving = save.isPending;
  const tokens = useTokenCount(draft);
  const changed = draft !== original;
  const overLimit = tokens !== null && tokens > KNOWLEDGE_LIMITS.tokenError;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(draft);
      notifyKnowledge('copy', t.copied);
    } catch {
      notifyKnowledge('error', m.copyFailed);
    }
  };
  const exportPrompt = () => {
    if (!draft.trim()) return notifyKnowledge('warning', m.nothingToExport);
    const url = URL.createObjectURL(new Blob([draft], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${t.fileName({ id: chatbotId.slice(0, 8) })}.txt`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    notifyKnowledge('info', t.exported);
  };
  const savePrompt = () => {
    if (!changed || !draft.trim()) return;
    save.mutate(
      { id: chatbotId, systemPrompt: draft, idbot: chatbotId },
      { onSuccess: () => setEditing(false) },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="knowledge-prompt-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} fz="lg" id="knowledge-prompt-title">
              {t.title}
            </Title>
            {objectSystem && (
              <Badge color={changed ? 'orange' : 'teal'} variant="light" aria-live="polite">
                {changed ? t.changed : t.unchanged}
              </Badge>
            )}
          </Group>
          <Group gap={6}>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCopy size={14} aria-hidden />}
              onClick={() => void copy()}
              disabled={!draft}
            >
              {t.copy}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={exportPrompt}
            >
              {t.export}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={visible ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
              onClick={() => setVisible((value) => !value)}
              aria-expanded={visible}
            >
              {visible ? t.hide : t.show}
            </Button>
          </Group>
        </Group>
        {!objectSystem && (
          <Text size="sm" c="dimmed">
            {t.empty}
          </Text>
        )}
        {objectSystem && visible && (
          <>
            {editing ? (
              <Textarea
                label={t.label}
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                autosize
                minRows={10}
                maxRows={24}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
              />
            ) : (
              <ScrollArea.Autosize mah={360} type="auto">
                <Code block style={{ whiteSpace: 'pre-wrap' }} aria-label={t.label}>
                  {draft}
                </Code>
              </ScrollArea.Autosize>
            )}
            <Group gap={6}>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => setEditing((value) => !value)}
                aria-pressed={editing}
              >
                {common.actions.edit}
              </Button>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRestore size={14} aria-hidden />}
                onClick={() => {
                  setDraft(objectSystem.generated_prompt);
                  notifyKnowledge('info', t.resetDone);
                }}
                disabled={draft === objectSystem.generated_prompt}
              >
                {t.reset}
              </Button>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconTextWrap size={14} aria-hidden />}
                onClick={() => setDraft(formatPrompt(draft))}
              >
                {t.format}
              </Button>
              <Button
                size="xs"
                leftSection={<IconDeviceFloppy size={14} aria-hidden />}
                onClick={savePrompt}
                loading={saving}
                disabled={!changed || !draft.trim() || overLimit}
              >
                {saving ? t.saving : common.actions.save}
              </Button>
            </Group>
          </>
        )}
        {objectSystem && tokens !== null && tokens > KNOWLEDGE_LIMITS.tokenError && (
          <Alert color="red" icon={<IconAlertTriangle size={16} />} role="alert">
            {t.tokenError}
          </Alert>
        )}
        {objectSystem &&
          tokens !== null &&
          tokens > KNOWLEDGE_LIMITS.tokenWarn &&
          tokens <= KNOWLEDGE_LIMITS.tokenError && (
            <Alert color="yellow" icon={<IconAlertTriangle size={16} />}>
              {t.tokenWarn}
            </Alert>
          )}
        <Title order={3} fz="sm">
          {t.statsTitle}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Stat label={t.statActiveBlocks} value={String(objectSystem?.selectedBlocks.length ?? 0)} />
          <Stat
            label={t.statLength}
            value={t.characters({ count: draft.length, formatted: formatNumber(draft.length) })}
          />
          <Stat label={t.statTotalBlocks} value={String(totalBlocks)} />
          <Stat
            label={t.statTokens}
            value={tokens === null ? t.counting : formatNumber(tokens)}
            color={
              overLimit
                ? 'red'
                : tokens !== null && tokens > KNOWLEDGE_LIMITS.tokenWarn
                  ? 'orange'
                  : undefined
            }
          />
          <Stat
            label={t.statTokensPerChar}
            value={tokens === null || draft.length === 0 ? '—' : localDecimal(tokens / draft.length, 3)}
          />
          <Stat
            label={t.statLastGenerated}
            value={objectSystem ? (formatNumericDateTime(objectSystem.generated_at) ?? '—') : '—'}
          />
        </SimpleGrid>
        <Stat
          label={t.statCost}
          value={t.costReport({
            calls: costs.calls,
            tokensIn: formatNumber(costs.inputTokens),
            tokensOut: formatNumber(costs.outputTokens),
            cost: costs.cost.toLocaleString(displayLocale(), {
              style: 'currency',
              currency: 'USD',
              maximumFractionDigits: 4,
            }),
            model: costs.model,
          })}
        />
      </Stack>
    </Paper>
  );
}

function Stat({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={color}>
        {value}
      </Text>
    </div>
  );
}
