import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while a screen's code or first data loads. */
export function ScreenLoader({ label = 'Chargement…' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
