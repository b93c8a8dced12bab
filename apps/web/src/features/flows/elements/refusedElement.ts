import { outboundLinks } from '@griot/contract/flows/flowLinks';
import { flowLogicProblem } from '@griot/contract/flows/flowLogic';
import { messages } from '@griot/contract/messages';
import { useMemo } from 'react';
import type { BlockDirectory } from '../block/blockDirectory';
import type { EditorItem } from './parseFlow';

/** What the save checks know of the chatbot: its declared variables and its blocks' flows. */
export interface RefusalContext {
  blockId: string;
  variables: readonly { id: string; type: string }[];
  blocks: readonly { idblock: string; flow: readonly unknown[] }[];
}

/**
 * The element a save refusal is about, found by asking each element alone the server's questions
 * (the same contract functions, in the same language) and comparing the answers; null when the
 * refusal names none (a loop through another block's own elements, a bad request).
 */
export function refusedElement(
  refusal: string,
  items: readonly EditorItem[],
  context: RefusalContext,
): { key: string; position: number } | null {
  const index = items.findIndex(({ element }) => {
    const targets = outboundLinks([element]).map((link) => link.target);
    if (targets.some((idblock) => messages.flows.unknownTarget({ idblock }) === refusal)) return true;
    if (element.type !== 'condition' && element.type !== 'split') return false;
    return flowLogicProblem(context.blockId, [element], context) === refusal;
  });
  const item = items[index];
  return item ? { key: item.key, position: index + 1 } : null;
}

/** The refusal and the element it is about, for the editor's alert and that element's card. */
export function useRefusedElement(
  refusal: string | null,
  items: readonly EditorItem[],
  blockId: string,
  directory: BlockDirectory,
  variables: RefusalContext['variables'],
) {
  return useMemo(() => {
    if (refusal === null) return null;
    const blocks = [...directory.main, ...directory.standard].map(({ block }) => ({
      idblock: block.idblock,
      flow: block.flow,
    }));
    const found = refusedElement(refusal, items, { blockId, variables, blocks });
    const item = found ? items[found.position - 1] : undefined;
    return {
      message: refusal,
      key: found?.key ?? '',
      element: found && item ? { position: found.position, element: item.element } : null,
    };
  }, [refusal, items, blockId, directory, variables]);
}
