import { elementProblems } from '@griot/contract/flows/elementProblems';
import { flowElementSchema } from '@griot/contract/flows/flowElementSchemas';
import type { Block } from '@griot/contract/flows/flowSchemas';
import type { FlowTree } from './blockDirectory';

/**
 * The idblocks whose flow holds an element that cannot be sent as it stands, for the sidebar's
 * mark. Elements the editor cannot read are left to the editor's own notice.
 */
export function incompleteBlocks(tree: FlowTree): Set<string> {
  const { welcome, default: fallback, commerce } = tree.mainblocks;
  const found = new Set<string>();
  for (const block of [welcome, fallback, commerce, ...tree.blocks]) {
    if (block && hasIncompleteElement(block.flow)) found.add(block.idblock);
  }
  return found;
}

/** The tree with one block replaced by the copy a save returned (the same object when absent). */
export function treeWithBlock(tree: FlowTree, saved: Block): FlowTree {
  const swap = (block: Block | null) => (block?.idblock === saved.idblock ? saved : block);
  return {
    mainblocks: {
      welcome: swap(tree.mainblocks.welcome),
      default: swap(tree.mainblocks.default),
      commerce: swap(tree.mainblocks.commerce),
    },
    blocks: tree.blocks.map((block) => (block.idblock === saved.idblock ? saved : block)),
  };
}

function hasIncompleteElement(flow: readonly unknown[]): boolean {
  return flow.some((value) => {
    const parsed = flowElementSchema.safeParse(value);
    return parsed.success && elementProblems(parsed.data).length > 0;
  });
}
