import type { AnalyticsAssistant } from '@griot/contract/analytics/analyticsSchemas';
import { Badge, Button, Collapse, Group, List, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBook2, IconChevronDown, IconChevronUp, IconSquarePlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { copyText } from '../../../lib/copyText';
import { useTexts } from '../../../lib/i18n/useTexts';
import { formatClock, formatInstantDay } from '../analyticsFormat';
import { assistantTexts } from './assistantTexts';

type QuestionGroup = AnalyticsAssistant['groups'][number];

/**
 * One group of alike questions: its most frequent wording, how often, when last, the other
 * wordings behind a disclosure, and the two ways to fix it — teach the knowledge base (the
 * question is copied: that screen takes no prefilled text) or answer it with a block of the flow.
 */
export function QuestionGroupCard({
  group,
  timeZone,
  showChatbot,
}: {
  group: QuestionGroup;
  timeZone: string;
  showChatbot: boolean;
}) {
  const t = useTexts(assistantTexts).groups;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const examplesId = useId();
  const addToKnowledge = async () => {
    // The knowledge base's screen takes no prefilled question: the user pastes it there.
    const copied = await copyText(group.question).then(
      () => true,
      () => false,
    );
    notifications.show({ color: copied ? 'teal' : 'yellow', message: copied ? t.copied : t.copyFailed });
    navigate(`/dashboard/chatbots/${group.chatbot_id}/jarvis-knowledge`);
  };
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="assistant-group">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
            {group.question}
          </Text>
          <Badge variant="light" color="gray" style={{ flex: 'none' }}>
            {t.count({ count: group.count })}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge variant="dot" color={group.kind === 'unanswered' ? 'red' : 'yellow'}>
            {group.kind === 'unanswered' ? t.unanswered : t.lowConfidence}
          </Badge>
          <Text size="xs" c="dimmed">
            {t.lastAsked({
              day: formatInstantDay(group.last_asked_at, timeZone),
              time: formatClock(group.last_asked_at, timeZone),
            })}
          </Text>
          {showChatbot && group.chatbot_name && (
            <Text size="xs" c="dimmed">
              {t.chatbot({ name: group.chatbot_name })}
            </Text>
          )}
        </Group>
        {group.examples.length > 0 && (
          <>
            <Button
              variant="subtle"
              size="compact-xs"
              px={0}
              w="fit-content"
              onClick={() => setOpen((value) => !value)}
              aria-expanded={open}
              aria-controls={examplesId}
              rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            >
              {open ? t.hideExamples : t.showExamples({ count: group.examples.length })}
            </Button>
            <Collapse expanded={open} id={examplesId}>
              <List size="sm" spacing={2} c="dimmed">
                {group.examples.map((example) => (
                  <List.Item key={example} style={{ overflowWrap: 'anywhere' }}>
                    {example}
                  </List.Item>
                ))}
              </List>
            </Collapse>
          </>
        )}
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="light" leftSection={<IconBook2 size={14} />} onClick={addToKnowledge}>
            {t.addToKnowledge}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconSquarePlus size={14} />}
            component={Link}
            to={`/dashboard/chatbots/${group.chatbot_id}/playground`}
          >
            {t.createBlock}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
