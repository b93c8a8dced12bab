import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTexts } from '../lib/i18n/useTexts';
import { commonTexts } from './commonTexts';

export function NotFoundPage() {
  const t = useTexts(commonTexts).notFound;
  return (
    <Center mih="70vh" p="xl">
      <Stack align="center" gap="sm">
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.text}</Text>
        <Button component={Link} to="/dashboard">
          {t.backToDashboard}
        </Button>
      </Stack>
    </Center>
  );
}
