import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { orpc } from '../../../lib/orpc';
import { isAuthFailure } from '../authFailure';
import type { BlockDirectory } from '../block/blockDirectory';
import { buildBlockDirectory, directoryShape } from '../block/blockDirectory';
import { incompleteBlocks } from '../block/incompleteBlocks';
import { useLeaveOnAuthFailure } from '../useLeaveOnAuthFailure';

export interface PlaygroundData {
  chatbotName: string | undefined;
  description: string | undefined;
  /** Empty lists while loading or after a failure. */
  directory: BlockDirectory;
  /** The blocks holding an element that cannot be sent as it stands (the sidebar marks them). */
  incomplete: ReadonlySet<string>;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  retry: () => void;
}

const EMPTY = buildBlockDirectory({
  mainblocks: { welcome: null, default: null, commerce: null },
  blocks: [],
});
const NONE: ReadonlySet<string> = new Set();

/** The chatbot's name and description and its block tree, for the sidebar and the pickers. */
export function usePlaygroundData(chatbotId: string): PlaygroundData {
  const leave = useLeaveOnAuthFailure();
  const retry = (failures: number, error: unknown) => !isAuthFailure(error) && failures < 1;
  const chatbot = useQuery(
    orpc.chatbots.getForEditor.queryOptions({ input: { idchatbot: chatbotId }, retry }),
  );
  const tree = useQuery(orpc.flows.tree.queryOptions({ input: { idchatbot: chatbotId }, retry }));
  const unauthorized = isAuthFailure(chatbot.error) || isAuthFailure(tree.error);
  useEffect(() => {
    if (unauthorized) leave();
  }, [unauthorized, leave]);

  const treeData = tree.data?.flow;
  const shape = treeData ? directoryShape(treeData) : '';
  // A save writes its block into the tree (for the sidebar's marks); the directory, which every
  // element card compares, is rebuilt only when block ids, names or kinds change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the shape on purpose (see above)
  const directory = useMemo(() => (treeData ? buildBlockDirectory(treeData) : EMPTY), [shape]);
  const incomplete = useMemo(() => (treeData ? incompleteBlocks(treeData) : NONE), [treeData]);
  return {
    chatbotName: chatbot.data?.chatbot.bot_name,
    description: chatbot.data?.chatbot.description,
    directory,
    incomplete,
    loading: tree.isPending,
    failed: tree.isError,
    retrying: tree.isFetching,
    retry: () => {
      void tree.refetch();
      if (chatbot.isError) void chatbot.refetch();
    },
  };
}
