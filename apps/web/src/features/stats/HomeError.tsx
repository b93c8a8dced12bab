import { messages } from '@griot/contract/messages';
import { Center, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { RetryButton } from '../../components/RetryButton';

/** The stats call failed: say so, and let the user try again. */
export function HomeError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Center mih="60vh">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%" role="alert">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
            <IconAlertTriangle size={28} />
          </ThemeIcon>
          <Text fw={600} ta="center">
            {messages.stats.failed}
          </Text>
          <RetryButton onRetry={onRetry} retrying={retrying} />
        </Stack>
      </Paper>
    </Center>
  );
}
