import type { Block } from '@griot/contract/flows/flowSchemas';
import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch, IconSparkles } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { blockPreview, blockTitle } from './blockPreview';
import { notifyKnowledge } from './knowledgeNotify';
import { knowledgeTexts } from './knowledgeTexts';
import type { KnowledgeActions } from './useKnowledgeActions';

interface BlockCollectionProps {
  chatbotId: string;
  blocks: readonly Block[];
  /** Generates the prompt; when it comes back the screen reloads the files and the statistics. */
  collect: KnowledgeActions['collectBlocks'];
}

/** 'Accueil', 'Par défaut', 'Commerce' for a main block; '' for a standard one (its badge says so). */
function blockRole(block: Block): string {
  return block.category === 'standard' ? '' : knowledgeTexts.collect.roles[block.category];
}

/**
 * The block collection: search, select all / none, every block selected after
 * loading, and a collect button whose progress reads current/total.
 */
export function BlockCollection({ chatbotId, blocks, collect }: BlockCollectionProps) {
  const { collect: t } = useTexts(knowledgeTexts);
  const [query, setQuery] = useState('');
  // Everything starts selected; a block the owner unticks is remembered by idblock.
  const [unselected, setUnselected] = useState<ReadonlySet<string>>(new Set());
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);
  const selected = blocks.filter((block) => !unselected.has(block.idblock));
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (!needle) return blocks;
    return blocks.filter((block) =>
      [block.idblock, block.blockname, blockRole(block), blockPreview(block)].some((text) =>
        text.toLowerCase().includes(needle),
      ),
    );
  }, [blocks, query]);

  const toggle = (idblock: string, checked: boolean) =>
    setUnselected((current) => {
      const next = new Set(current);
      if (checked) next.delete(idblock);
      else next.add(idblock);
      return next;
    });

  const collectSelected = () => {
    if (selected.length === 0) return notifyKnowledge('warning', m.noBlockSelected);
    const total = selected.length;
    setProgress({ current: 0, total });
    // Each block is checked before it is sent (a flow that is not a list cannot be described).
    for (const [index, block] of selected.entries()) {
      if (!Array.isArray(block.flow)) {
        setProgress(null);
        return notifyKnowledge('error', m.invalidFlow);
      }
      setProgress({ current: index + 1, total });
    }
    collect.mutate(
      {
        id: chatbotId,
        selectedBlocks: selected.map((block) => block.idblock),
        systemPrompt: '',
        idbot: chatbotId,
      },
      { onSettled: () => setProgress(null) },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="knowledge-collect-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="knowledge-collect-title">
            {t.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t.help}
          </Text>
        </div>
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t.search}
          aria-label={t.search}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t.selectedCount({ selected: selected.length, total: blocks.length })}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setUnselected(new Set())}>
              {t.selectAll}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => setUnselected(new Set(blocks.map((block) => block.idblock)))}
            >
              {t.selectNone}
            </Button>
          </Group>
        </Group>
        <ScrollArea.Autosize mah={340} type="auto">
          <Stack gap={6}>
            {blocks.length === 0 && (
              <Text size="sm" c="dimmed">
                {t.noBlocks}
              </Text>
            )}
            {blocks.length > 0 && shown.length === 0 && (
              <Text size="sm" c="dimmed">
                {t.noMatch}
              </Text>
            )}
            {shown.map((block) => (
              <Paper key={block.idblock} withBorder radius="sm" p="xs">
                <Checkbox
                  checked={!unselected.has(block.idblock)}
                  onChange={(event) => toggle(block.idblock, event.currentTarget.checked)}
                  label={
                    <Stack gap={2}>
                      <Group gap={6} wrap="wrap">
                        <Text fw={600} size="sm">
                          {blockTitle(block)}
                        </Text>
                        {block.category !== 'standard' && (
                          <Badge size="xs" variant="light" tt="none">
                            {blockRole(block)}
                          </Badge>
                        )}
                        <Badge size="xs" variant="outline" color="gray">
                          {block.category === 'standard' ? t.sourceStandard : t.sourceMain}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {t.elements({ count: block.flow.length })}
                        </Text>
                      </Group>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {block.idblock}
                      </Text>
                      <Text size="xs" lineClamp={2}>
                        {blockPreview(block) || t.emptyBlock}
                      </Text>
                    </Stack>
                  }
                />
              </Paper>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        {progress && (
          <Progress
            value={(progress.current / Math.max(progress.total, 1)) * 100}
            animated
            aria-label={t.progress(progress)}
          />
        )}
        <Button
          leftSection={<IconSparkles size={16} aria-hidden />}
          onClick={collectSelected}
          loading={false}
          disabled={progress !== null || selected.length === 0}
        >
          {progress ? t.progress(progress) : t.submit}
        </Button>
      </Stack>
    </Paper>
  );
}
