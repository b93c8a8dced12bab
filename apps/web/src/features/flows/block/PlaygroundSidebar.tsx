import { Alert, Anchor, Button, Divider, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch, IconVariable } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
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
  const [query, setQuery] = useState('');
  const main = searchEntries(data.directory.main, query);
  const standard = searchEntries(data.directory.standard, query);
  const searching = query.trim() !== '';
  return (
    <Stack gap="sm" component="nav" aria-label="Flux du chatbot">
      <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
        {flowTexts.createBlock}
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
        {flowTexts.createVariable}
      </Anchor>
      <TextInput
        placeholder={flowTexts.search}
        aria-label={flowTexts.search}
        leftSection={<IconSearch size={14} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <Divider />
      {data.loading && (
        <Text size="sm" c="dimmed" role="status" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Loader size="xs" />
          {flowTexts.loadingFlows}
        </Text>
      )}
      {data.failed && (
        <Alert color="red" variant="light" p="xs">
          <Text size="sm" mb="xs">
            {flowTexts.loadFailed}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={data.retry} loading={data.retrying}>
            {flowTexts.retry}
          </Button>
        </Alert>
      )}
      {!data.loading && (
        <>
          <BlockFolder
            title={flowTexts.mainFolder}
            entries={main}
            selected={selected}
            incomplete={data.incomplete}
            emptyText={searching ? flowTexts.noSearchResult : '—'}
            onSelect={onSelect}
          />
          <BlockFolder
            title={flowTexts.standardFolder}
            entries={standard}
            selected={selected}
            incomplete={data.incomplete}
            emptyText={searching ? flowTexts.noSearchResult : flowTexts.noStandardBlocks}
            onSelect={onSelect}
          />
        </>
      )}
    </Stack>
  );
}
