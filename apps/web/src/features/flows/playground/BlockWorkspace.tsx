import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { BlockDirectory } from '../block/blockDirectory';
import { flowTexts } from '../flowTexts';
import { BlockEditor } from './BlockEditor';
import { useSelectedBlock } from './useSelectedBlock';

interface BlockWorkspaceProps {
  chatbotId: string;
  idblock: string;
  directory: BlockDirectory;
}

/** Loads the selected block, then hands it to the editor. */
export function BlockWorkspace({ chatbotId, idblock, directory }: BlockWorkspaceProps) {
  const selected = useSelectedBlock(chatbotId, idblock);
  if (selected.status === 'loading')
    return (
      <Stack aria-busy="true" aria-label={flowTexts.loadingFlows}>
        <Skeleton h={60} />
        <Skeleton h={40} />
        <Skeleton h={120} />
        <Skeleton h={120} />
      </Stack>
    );
  if (selected.status === 'error')
    return (
      <Alert color="red" title={flowTexts.loadFailed}>
        <Button size="xs" variant="light" color="red" onClick={selected.retry}>
          {flowTexts.retry}
        </Button>
      </Alert>
    );
  return (
    <BlockEditor
      chatbotId={chatbotId}
      block={selected.block}
      reloadBlock={selected.reload}
      directory={directory}
    />
  );
}
