import { messages } from '@griot/contract/messages';
import { Button, Center, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';

/** The stats call failed: say so, and let the user try again. */
export function HomeError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const common = useTexts(commonTexts);
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
          <Button
            onClick={onRetry}
            loading={retrying}
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
          >
            {common.actions.retry}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
