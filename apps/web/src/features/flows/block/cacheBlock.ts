import type { Block } from '@griot/contract/flows/flowSchemas';
import type { QueryClient } from '@tanstack/react-query';
import { orpc } from '../../../lib/orpc';

/**
 * Stores a block the server has just returned (created or saved) as the block lookup would answer
 * it, so the editor opens on it at once instead of reading it again.
 */
export function cacheBlock(queryClient: QueryClient, chatbotId: string, block: Block): void {
  queryClient.setQueryData(
    orpc.flows.block.queryKey({ input: { idchatbot: chatbotId, blockId: block.idblock } }),
    {
      success: true,
      block: [block],
    },
  );
}
