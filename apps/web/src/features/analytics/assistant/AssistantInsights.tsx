import type { AnalyticsAssistant } from '@griot/contract/analytics/analyticsSchemas';
import { Box, Button, Card, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { StateCard } from '../../../components/StateCard';
import { useTexts } from '../../../lib/i18n/useTexts';
import { SectionError } from '../SectionError';
import { AssistantTotals } from './AssistantTotals';
import { assistantTexts } from './assistantTexts';
import { FileShareTable } from './FileShareTable';
import { QuestionGroupCard } from './QuestionGroupCard';
import { type AssistantInsightsState, useAssistantInsights } from './useAssistantInsights';

export interface AssistantInsightsProps {
  /** The screen's period: workspace days `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  /** One chatbot, else every chatbot of the workspace. */
  chatbotId?: string;
}

/** The most asked groups shown at first; the others behind 'Voir les N autres questions'. */
const GROUPS_SHOWN_FIRST = 10;

/** Past this many unanswered or unsure questions the groups come from the latest 2,000 only (server). */
const GROUPED_QUESTIONS_MAX = 2000;

/**
 * The analytics screen's GRIOT IA section: the period's questions against the previous period,
 * how they split, the unanswered or unsure ones grouped with a way to fix each, and the share of
 * answers each knowledge file helped build.
 */
export function AssistantInsights({ from, to, chatbotId }: AssistantInsightsProps) {
  const t = useTexts(assistantTexts);
  const state = useAssistantInsights(from, to, chatbotId);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="assistant-insights-title">
      <Group gap={6} wrap="nowrap">
        <Title order={3} size="h4" id="assistant-insights-title">
          {t.title}
        </Title>
        {state.status === 'ready' && state.refreshing && <Loader size="xs" aria-label={t.loading} />}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t.subtitle}
      </Text>
      <InsightsBody state={state} showChatbot={!chatbotId} />
    </Card>
  );
}

function InsightsBody({ state, showChatbot }: { state: AssistantInsightsState; showChatbot: boolean }) {
  const t = useTexts(assistantTexts);
  if (state.status === 'loading')
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t.loading}>
        <Skeleton h={64} />
        <Skeleton h={14} />
        <Skeleton h={90} mt="sm" />
        <Skeleton h={90} />
      </Stack>
    );
  if (state.status === 'error')
    return (
      <SectionError
        title={t.failedTitle}
        text={t.failedText}
        retryLabel={t.retry}
        onRetry={state.retry}
        retrying={state.retrying}
      />
    );
  const { assistant } = state;
  if (assistant.questions.total.value === 0)
    return (
      <StateCard
        icon={<IconMessageQuestion size={32} />}
        color="blue"
        title={t.emptyTitle}
        text={t.emptyText}
        role="status"
      />
    );
  return (
    <Stack gap="lg" style={{ opacity: state.refreshing ? 0.6 : 1 }}>
      <AssistantTotals questions={assistant.questions} />
      <QuestionGroups assistant={assistant} showChatbot={showChatbot} />
      <Box>
        <Title order={4} size="h5">
          {t.files.title}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t.files.subtitle}
        </Text>
        <FileShareTable files={assistant.files} />
      </Box>
    </Stack>
  );
}

function QuestionGroups({ assistant, showChatbot }: { assistant: AnalyticsAssistant; showChatbot: boolean }) {
  const t = useTexts(assistantTexts).groups;
  const { questions } = assistant;
  const limited = questions.unanswered.value + questions.low_confidence.value > GROUPED_QUESTIONS_MAX;
  const [showAll, setShowAll] = useState(false);
  return (
    <Box>
      <Title order={4} size="h5">
        {t.title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t.subtitle}
      </Text>
      {assistant.groups.length === 0 ? (
        <Text size="sm">{t.empty}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(showAll ? assistant.groups : assistant.groups.slice(0, GROUPS_SHOWN_FIRST)).map((group) => (
            <QuestionGroupCard
              key={`${group.chatbot_id}|${group.kind}|${group.question}`}
              group={group}
              timeZone={assistant.period.time_zone}
              showChatbot={showChatbot}
            />
          ))}
        </Stack>
      )}
      {!showAll && assistant.groups.length > GROUPS_SHOWN_FIRST && (
        <Button variant="subtle" size="xs" mt="xs" onClick={() => setShowAll(true)}>
          {t.showMore({ count: assistant.groups.length - GROUPS_SHOWN_FIRST })}
        </Button>
      )}
      {limited && (
        <Text size="xs" c="dimmed" mt="xs">
          {t.limited}
        </Text>
      )}
    </Box>
  );
}
