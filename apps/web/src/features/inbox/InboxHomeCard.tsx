import { Button, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n/useTexts';
import { inboxCountsOptions } from './inboxQueries';
import { inboxTexts } from './inboxTexts';

/**
 * The way to the team inbox on an agent's home: how many customers wait for a person and how many
 * conversations are theirs. Without its counts (a failure) it still leads there.
 */
export function InboxHomeCard() {
  const t = useTexts(inboxTexts).home;
  const counts = useQuery(inboxCountsOptions());
  const waiting = counts.data?.waiting ?? 0;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t.title}>
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="md" wrap="nowrap" miw={0} style={{ flex: 1 }}>
          <ThemeIcon
            size={44}
            radius="md"
            variant="light"
            color={waiting > 0 ? 'orange' : 'blue'}
            aria-hidden
          >
            <IconInbox size={24} />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Text fw={700}>{t.title}</Text>
            <Text size="sm" c="dimmed">
              {t.text}
            </Text>
            {counts.isPending ? (
              <Skeleton h={14} w={220} mt={4} />
            ) : (
              counts.data && (
                <Group gap="md" mt={4}>
                  <Text
                    size="sm"
                    fw={waiting > 0 ? 700 : undefined}
                    c={waiting > 0 ? 'var(--mantine-color-orange-text)' : undefined}
                  >
                    {t.waiting({ count: waiting })}
                  </Text>
                  <Text size="sm">{t.mine({ count: counts.data.views.mine.total })}</Text>
                </Group>
              )
            )}
          </Stack>
        </Group>
        <Button component={Link} to="/dashboard/inbox" leftSection={<IconInbox size={16} aria-hidden />}>
          {t.open}
        </Button>
      </Group>
    </Card>
  );
}
