import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { commonTexts } from '../../../components/commonTexts';
import { useTexts } from '../../../lib/i18n/useTexts';
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
  const t = useTexts(flowTexts);
  const common = useTexts(commonTexts);
  const selected = useSelectedBlock(chatbotId, idblock);
  if (selected.status === 'loading')
    return (
      <Stack aria-busy="true" aria-label={t.loadingFlows}>
        <Skeleton h={60} />
        <Skeleton h={40} />
        <Skeleton h={120} />
        <Skeleton h={120} />
      </Stack>
    );
  if (selected.status === 'error')
    return (
      <Alert color="red" title={t.loadFailed}>
        <Button size="xs" variant="light" color="red" onClick={selected.retry}>
          {common.actions.retry}
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
