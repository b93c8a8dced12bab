import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDisplayLanguage } from '../lib/i18n/useTexts';
import { commonTexts } from './commonTexts';

/**
 * The screen shown when a route fails to load or render, with a way out. It never waits for a
 * translation (the network may be what failed): it reads the shared texts as they are, French
 * until the language shown arrives, and renders again on a switch.
 */
export function RouteError() {
  const error = useRouteError();
  useDisplayLanguage();
  const t = commonTexts;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <Center mih="70vh" p="xl">
      <Stack align="center" gap="md" maw={480}>
        <IconAlertTriangle size={48} color="var(--mantine-color-orange-6)" aria-hidden />
        <Title order={2} ta="center">
          {t.routeError.title}
        </Title>
        {detail && (
          <Text c="dimmed" size="sm" ta="center">
            {detail}
          </Text>
        )}
        <Button onClick={() => window.location.reload()}>{t.actions.retry}</Button>
      </Stack>
    </Center>
  );
}
