import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconRobot } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n/useTexts';
import { statsTexts } from './statsTexts';

/** A new account has no chatbot yet: figures at zero would say nothing, an invitation does. */
export function HomeEmptyState() {
  const t = useTexts(statsTexts);
  return (
    <Center mih="60vh">
      <Paper
        withBorder
        radius="lg"
        p="xl"
        maw={560}
        w="100%"
        component="section"
        aria-labelledby="home-empty"
      >
        <Stack align="center" gap="md">
          <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
            <IconRobot size={38} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} ta="center" id="home-empty">
            {t.empty.title}
          </Title>
          <Text c="dimmed" ta="center">
            {t.empty.text}
          </Text>
          <Button
            component={Link}
            to="/dashboard/chatbots/create"
            size="md"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t.empty.create}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
