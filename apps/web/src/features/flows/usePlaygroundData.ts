import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '../../lib/apiClient';
import { isAuthFailure } from './authFailure';
import type { BlockDirectory } from './blockDirectory';
import { buildBlockDirectory } from './blockDirectory';
import { playgroundQueryKeys } from './playgroundQueryKeys';
import { useLeaveOnAuthFailure } from './useLeaveOnAuthFailure';

export interface PlaygroundData {
  chatbotName: string | undefined;
  description: string | undefined;
  /** Empty lists while loading or after a failure (seed 001 §4 'A failed block load leaves the lists empty'). */
  directory: BlockDirectory;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  retry: () => void;
}

const EMPTY = buildBlockDirectory({
  mainblocks: { welcome: null, default: null, commerce: null },
  blocks: [],
});

/** The chatbot's name and description and its block tree, for the sidebar and the pickers. */
export function usePlaygroundData(idchatbot: string): PlaygroundData {
  const leave = useLeaveOnAuthFailure();
  const retry = (failures: number, error: unknown) => !isAuthFailure(error) && failures < 1;
  const chatbot = useQuery({
    queryKey: playgroundQueryKeys.chatbot(idchatbot),
    queryFn: () => api.chatbots.getForEditor({ idchatbot }),
    retry,
  });
  const tree = useQuery({
    queryKey: playgroundQueryKeys.tree(idchatbot),
    queryFn: () => api.flows.tree({ idchatbot }),
    retry,
  });
  const unauthorized = isAuthFailure(chatbot.error) || isAuthFailure(tree.error);
  useEffect(() => {
    if (unauthorized) leave();
  }, [unauthorized, leave]);

  const directory = useMemo(() => (tree.data ? buildBlockDirectory(tree.data.flow) : EMPTY), [tree.data]);
  return {
    chatbotName: chatbot.data?.chatbot.bot_name,
    description: chatbot.data?.chatbot.description,
    directory,
    loading: tree.isPending,
    failed: tree.isError,
    retrying: tree.isFetching,
    retry: () => {
      void tree.refetch();
      if (chatbot.isError) void chatbot.refetch();
    },
  };
}
