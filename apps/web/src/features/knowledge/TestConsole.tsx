import type { Contract } from '@griot/contract/contract';
import type { Block } from '@griot/contract/flows/flowSchemas';
import { KNOWLEDGE_LIMITS } from '@griot/contract/knowledge/knowledgeConstants';
import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import { Badge, Box, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { InferContractRouterOutputs } from '@orpc/contract';
import { IconArrowForwardUp, IconSend, IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { blockPreview, blockTitle } from './blockPreview';
import { notifyKnowledge } from './knowledgeNotify';
import { knowledgeTexts } from './knowledgeTexts';
import type { KnowledgeActions } from './useKnowledgeActions';

type TestResult = InferContractRouterOutputs<Contract>['knowledge']['test'];

/**
 * The test console: a visitor-style message to the assistant, Ctrl/Cmd+Enter to
 * send, the reply rendered as the end-user would see it, with model, tokens, latency, passages.
 */
export function TestConsole({
  chatbotId,
  hasPrompt,
  blocks,
  test,
}: {
  chatbotId: string;
  hasPrompt: boolean;
  blocks: readonly Block[];
  /** Sends the test message (the cost report reloads after it). */
  test: KnowledgeActions['testPrompt'];
}) {
  const { test: t } = useTexts(knowledgeTexts);
  const [message, setMessage] = useState('');
  const running = test.isPending;
  const [results, setResults] = useState<TestResult[]>([]);

  const send = () => {
    const text = message.trim();
    if (!text || running) return;
    if (!hasPrompt) return notifyKnowledge('warning', m.noPrompt);
    test.mutate(
      { userMessage: text, idbot: chatbotId },
      {
        onSuccess: (result) => {
          setResults((current) => [result, ...current].slice(0, 10));
          setMessage('');
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="knowledge-test-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="knowledge-test-title">
            {t.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t.help}
          </Text>
        </div>
        <Textarea
          label={t.message}
          placeholder={t.placeholder}
          value={message}
          maxLength={KNOWLEDGE_LIMITS.messageMax}
          autosize
          minRows={2}
          maxRows={6}
          onChange={(event) => setMessage(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              send();
            }
          }}
        />
        <Group justify="flex-end">
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={send}
            loading={running}
            disabled={!message.trim() || running}
          >
            {running ? t.running : t.send}
          </Button>
        </Group>
        <Stack gap="md" aria-live="polite">
          {results.map((result) => (
            <TestExchange key={result.timestamp} result={result} blocks={blocks} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function TestExchange({ result, blocks }: { result: TestResult; blocks: readonly Block[] }) {
  const { test: t } = useTexts(knowledgeTexts);
  const { response } = result;
  const target = response.redirection_block
    ? blocks.find((block) => block.idblock === response.redirection_block)
    : undefined;
  return (
    <Stack gap={6} data-testid="test-exchange">
      <Group justify="flex-end">
        <Paper radius="lg" px="sm" py={6} bg="var(--mantine-primary-color-light)" maw="85%">
          <Text size="xs" c="dimmed">
            {t.you}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {result.message}
          </Text>
        </Paper>
      </Group>
      <Paper withBorder radius="lg" px="sm" py={6} maw="85%" aria-label={t.assistant}>
        <Text size="xs" c="dimmed">
          {t.assistant}
        </Text>
        {response.responseType === 'redirection' ? (
          <Stack gap={4}>
            <Group gap={6}>
              {response.redirection_block === 'agent' ? (
                <IconUserShare size={16} aria-hidden />
              ) : (
                <IconArrowForwardUp size={16} aria-hidden />
              )}
              <Text size="sm" fw={600}>
                {response.redirection_block === 'agent'
                  ? t.agentHandover
                  : t.redirectsTo({ name: target ? blockTitle(target) : (response.redirection_name ?? '') })}
              </Text>
            </Group>
            {(response.message || (target && blockPreview(target))) && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {response.message ?? (target ? blockPreview(target) : '')}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {response.message}
          </Text>
        )}
        {response.buttons && response.buttons.length > 0 && (
          <Stack gap={4} mt={6}>
            {response.buttons.map((button) => (
              <Box
                key={button.id}
                component="span"
                ta="center"
                py={4}
                style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
              >
                <Text size="sm" c="var(--mantine-primary-color-filled)">
                  {button.title}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Paper>
      <Group gap={6} wrap="wrap">
        <Badge variant="light" color="gray" tt="none">
          {t.model({ model: result.model })}
        </Badge>
        <Badge variant="light" color="gray" tt="none">
          {t.tokens({ input: result.usage.input_tokens, output: result.usage.output_tokens })}
        </Badge>
        <Badge variant="light" color="gray" tt="none">
          {t.latency({ ms: result.latencyMs })}
        </Badge>
      </Group>
      <details>
        <summary style={{ cursor: 'pointer', fontSize: 13 }}>
          {t.passages({ count: result.passages.length })}
        </summary>
        <Stack gap={4} mt={4}>
          {result.passages.length === 0 && (
            <Text size="xs" c="dimmed">
              {t.noPassage}
            </Text>
          )}
          {result.passages.map((passage) => (
            <Text key={`${passage.fileName}:${passage.excerpt.slice(0, 60)}`} size="xs">
              <Text span fw={600}>
                {passage.fileName}
              </Text>{' '}
              — {passage.excerpt}
            </Text>
          ))}
        </Stack>
      </details>
    </Stack>
  );
}
