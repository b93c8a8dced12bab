import type { KnowledgeFile } from '@griot/contract/knowledge/knowledgeSchemas';
import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconDatabase, IconFiles, IconFileText, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { knowledgeStatistics } from './knowledgeStatistics';
import { knowledgeTexts } from './knowledgeTexts';

/** The four statistics cards: files, size, documents, images. */
export function KnowledgeStats({ files }: { files: readonly KnowledgeFile[] }) {
  const { stats: t } = useTexts(knowledgeTexts);
  const stats = knowledgeStatistics(files);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <StatCard
        icon={<IconFiles size={20} />}
        color="teal"
        label={t.files}
        value={String(stats.totalFiles)}
      />
      <StatCard icon={<IconDatabase size={20} />} color="indigo" label={t.size} value={stats.totalSize} />
      <StatCard
        icon={<IconFileText size={20} />}
        color="orange"
        label={t.documents}
        value={String(stats.documentsCount)}
      />
      <StatCard
        icon={<IconPhoto size={20} />}
        color="grape"
        label={t.images}
        value={String(stats.imagesCount)}
      />
    </SimpleGrid>
  );
}

function StatCard({
  icon,
  color,
  label,
  value,
}: {
  icon: ReactNode;
  color: string;
  label: string;
  value: string;
}) {
  const t = useTexts(knowledgeTexts);
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={t.stats.card({ label, value })}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fw={700} fz="lg">
            {value}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
