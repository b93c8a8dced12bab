import { Badge, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTexts } from '../lib/i18n/useTexts';
import { commonTexts } from './commonTexts';
import { screenTitleFor } from './screenTitles';

/** The page of a screen not built yet: its name, and an honest word that it is coming. */
export function SoonAvailable() {
  const { pathname } = useLocation();
  const t = useTexts(commonTexts);
  const title = screenTitleFor(pathname);
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconTools size={28} aria-hidden />
          </ThemeIcon>
          <Title order={2} ta="center">
            {title}
          </Title>
          <Badge variant="light" color="ochre">
            {t.soonAvailable.badge}
          </Badge>
          <Text c="dimmed" ta="center">
            {t.soonAvailable.text}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
