import { ActionIcon, Card, Group, Skeleton, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../lib/i18n/useTexts';
import { commonTexts } from './commonTexts';

/** A figure with its label, icon and refresh button (the end-users screen and the chatbot dashboard). */
export function StatCard({
  label,
  value,
  icon,
  loading,
  refreshing,
  onRefresh,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  loading: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const t = useTexts(commonTexts).statCard;
  return (
    <Card withBorder radius="lg" p="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon size={42} radius="md" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {label}
            </Text>
            {loading ? (
              <Skeleton h={28} w={80} mt={4} />
            ) : (
              <Text fz={24} fw={800} lh={1.2} truncate>
                {value}
              </Text>
            )}
          </div>
        </Group>
        <Tooltip label={t.refresh}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onRefresh}
            loading={refreshing}
            aria-label={t.refreshLabel({ label })}
          >
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}
