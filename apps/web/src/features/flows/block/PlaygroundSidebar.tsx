import { Alert, Anchor, Button, Divider, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch, IconVariable } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { commonTexts } from '../../../components/commonTexts';
import { useTexts } from '../../../lib/i18n/useTexts';
import { flowTexts } from '../flowTexts';
import type { PlaygroundData } from '../playground/usePlaygroundData';
import { BlockFolder } from './BlockFolder';
import { searchEntries } from './blockDirectory';

interface PlaygroundSidebarProps {
  chatbotId: string;
  data: PlaygroundData;
  selected: string | undefined;
  onSelect: (idblock: string) => void;
  onCreate: () => void;
}

/** The block list of the playground. */
export function PlaygroundSidebar({ chatbotId, data, selected, onSelect, onCreate }: PlaygroundSidebarProps) {
  const t = useTexts(flowTexts);
  const common = useTexts(commonTexts);
  const [query, setQuery] = useState('');
  const main = searchEntries(data.directory.main, query);
  const standard = searchEntries(data.directory.standard, query);
  const searching = query.trim() !== '';
  return (
    <Stack gap="sm" component="nav" aria-label={t.sidebarLabel}>
      <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
        {t.createBlock}
      </Button>
      <Stack gap={2}>
        <Anchor component={Link} to={`/dashboard/chatbots/${chatbotId}/home`} fw={700} size="lg">
          {data.chatbotName ?? '…'}
        </Anchor>
        {data.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {data.description}
          </Text>
        )}
      </Stack>
      <Anchor
        component={Link}
        to={`/dashboard/chatbots/${chatbotId}/variables`}
        size="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <IconVariable size={16} />
        {t.createVariable}
      </Anchor>
      <TextInput
        placeholder={t.search}
        aria-label={t.search}
        leftSection={<IconSearch size={14} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <Divider />
      {data.loading && (
        <Text size="sm" c="dimmed" role="status" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Loader size="xs" />
          {t.loadingFlows}
        </Text>
      )}
      {data.failed && (
        <Alert color="red" variant="light" p="xs">
          <Text size="sm" mb="xs">
            {t.loadFailed}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={data.retry} loading={data.retrying}>
            {common.actions.retry}
          </Button>
        </Alert>
      )}
      {!data.loading && (
        <>
          <BlockFolder
            title={t.mainFolder}
            entries={main}
            selected={selected}
            incomplete={data.incomplete}
            emptyText={searching ? t.noSearchResult : '—'}
            onSelect={onSelect}
          />
          <BlockFolder
            title={t.standardFolder}
            entries={standard}
            selected={selected}
            incomplete={data.incomplete}
            emptyText={searching ? t.noSearchResult : t.noStandardBlocks}
            onSelect={onSelect}
          />
        </>
      )}
    </Stack>
  );
}
