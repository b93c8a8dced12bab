import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconRefresh, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import bubbles from '../../../components/chat/ChatBubble.module.css';
import { conversationTexts } from '../../../components/chat/conversationTexts';
import { MessageThread } from '../../../components/chat/MessageThread';
import { TypingIndicator } from '../../../components/chat/TypingIndicator';
import { useTexts } from '../../../lib/i18n/useTexts';
import classes from './Simulator.module.css';
import { useSimulator } from './useSimulator';

/** The phone-like test chat: the bot's messages rendered as the end-user sees them, tappable. */
export function SimulatorChat({ chatbotId }: { chatbotId: string }) {
  const t = useTexts(conversationTexts);
  const simulator = useSimulator(chatbotId);
  const [text, setText] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const count = simulator.messages.length;
  const { typing } = simulator;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message or the indicator appears.
  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count, typing]);

  const submit = async () => {
    const value = text.trim();
    if (!value) return;
    setText('');
    const sent = await simulator.send({ type: 'text', text: value });
    if (!sent) setText(value);
  };

  return (
    <Stack gap="sm" flex={1} mih={0}>
      <Group justify="space-between">
        <Text size="xs" c="dimmed" maw={260}>
          {t.simulator.note}
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          onClick={() => void simulator.restart()}
          disabled={simulator.phase === 'starting'}
        >
          {t.simulator.restart}
        </Button>
      </Group>
      <div className={classes.phone}>
        <ScrollArea flex={1} type="auto" viewportRef={viewport} className={bubbles.thread}>
          <Stack p="sm" gap="sm" role="log" aria-label={t.simulator.title}>
            {simulator.phase === 'starting' && (
              <Center py="xl">
                <Group gap="xs">
                  <Loader size="sm" />
                  <Text size="sm" c="dimmed">
                    {t.simulator.starting}
                  </Text>
                </Group>
              </Center>
            )}
            {simulator.phase === 'ready' && count === 0 && !typing && (
              <Text size="sm" c="dimmed" ta="center" py="xl">
                {t.simulator.empty}
              </Text>
            )}
            <MessageThread
              messages={simulator.messages}
              interactive
              onAction={(event) => void simulator.send(event)}
            />
            {typing && <TypingIndicator />}
          </Stack>
        </ScrollArea>
        {simulator.error && (
          <Alert color="red" role="alert" m="xs" p="xs">
            {simulator.error}
          </Alert>
        )}
        <form
          className={classes.composer}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Group gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              radius="xl"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              placeholder={t.simulator.placeholder}
              aria-label={t.simulator.inputLabel}
              maxLength={4096}
              disabled={simulator.phase !== 'ready'}
            />
            <ActionIcon
              type="submit"
              size="lg"
              radius="xl"
              aria-label={t.simulator.send}
              disabled={simulator.phase !== 'ready' || !text.trim()}
            >
              <IconSend size={16} />
            </ActionIcon>
          </Group>
        </form>
      </div>
    </Stack>
  );
}
