import type { Block } from '@griot/contract/flows/flowSchemas';
import type { FlowTree } from '../block/blockDirectory';
import { elementTestTexts } from './elementTestTexts';

/** The block picker's two groups: the main blocks, then the standard ones, each by its name. */
export function blockOptions(tree: FlowTree | undefined) {
  const main = tree?.mainblocks;
  const mainBlocks = [main?.welcome, main?.default, main?.commerce].filter((block): block is Block =>
    Boolean(block),
  );
  return [
    {
      group: elementTestTexts.mainBlocks,
      items: mainBlocks.map((block) => ({ value: block.idblock, label: block.blockname || block.idblock })),
    },
    {
      group: elementTestTexts.standardBlocks,
      items: (tree?.blocks ?? []).map((block) => ({
        value: block.idblock,
        label: block.blockname || block.idblock,
      })),
    },
  ];
}
