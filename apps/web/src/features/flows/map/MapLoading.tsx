import { Skeleton, Stack, Text } from '@mantine/core';
import { useTexts } from '../../../lib/i18n/useTexts';
import { mapTexts } from './mapTexts';

/** While the map's chunk or its blocks load. */
export function MapLoading() {
  const t = useTexts(mapTexts);
  return (
    <Stack aria-busy="true" gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {t.loading}
      </Text>
      <Skeleton h={420} radius="md" />
    </Stack>
  );
}
