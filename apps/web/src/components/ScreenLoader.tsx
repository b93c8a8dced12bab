import { Center, Loader, Stack, Text } from '@mantine/core';
import { commonTexts } from './commonTexts';

/**
 * Shown while a screen's code, first data or translation loads. It is the fallback of the
 * translations' Suspense, so it reads its word without waiting for one (French until it arrives).
 */
export function ScreenLoader({ label }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed" size="sm">
          {label ?? commonTexts.states.loading}
        </Text>
      </Stack>
    </Center>
  );
}
