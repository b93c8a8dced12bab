import { Center, Title } from '@mantine/core';
import { useTexts } from '../lib/i18n/useTexts';
import { commonTexts } from './commonTexts';

/** /dashboard/settings shows only this (the spec leaves it empty; analytics is built: features/analytics). */
export function ComingSoon() {
  const t = useTexts(commonTexts);
  return (
    <Center mih="60vh">
      <Title order={2}>{t.comingSoon}</Title>
    </Center>
  );
}
