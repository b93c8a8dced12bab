import { AGENT_REDIRECTION, BLOCK_KINDS } from '@griot/contract/flows/flowConstants';
import type { Block } from '@griot/contract/flows/flowSchemas';
import { flowTexts } from '../flowTexts';

/** A block as the sidebar and the pickers list it: its record plus the name users see. */
export interface BlockEntry {
  block: Block;
  /**
   * The primary blocks show 'Welcome Flow', 'Default Flow', 'Commerce Flow' (read in the language
   * shown each time: the directory outlives a language switch); others their name.
   */
  readonly label: string;
  /** The block's name, or its idblock when the name is empty. */
  displayName: string;
  main: boolean;
}

export interface BlockDirectory {
  main: BlockEntry[];
  standard: BlockEntry[];
  /** Every block by idblock, to name link targets and button targets. */
  byId: Map<string, BlockEntry>;
}

export interface FlowTree {
  mainblocks: { welcome: Block | null; default: Block | null; commerce: Block | null };
  blocks: Block[];
}

export function buildBlockDirectory(tree: FlowTree): BlockDirectory {
  const main: BlockEntry[] = [];
  for (const key of ['welcome', 'default', 'commerce'] as const) {
    const block = tree.mainblocks[key];
    if (block)
      main.push({
        block,
        get label() {
          return flowTexts.mainLabels[key];
        },
        displayName: displayName(block),
        main: true,
      });
  }
  const standard = tree.blocks
    .filter((block) => !main.some((entry) => entry.block.idblock === block.idblock))
    .map((block) => ({ block, label: displayName(block), displayName: displayName(block), main: false }));
  const byId = new Map<string, BlockEntry>();
  for (const entry of [...main, ...standard]) byId.set(entry.block.idblock, entry);
  return { main, standard, byId };
}

/** What the directory shows of a tree (ids, names, kinds), without the flows: equal shapes give equal directories. */
export function directoryShape(tree: FlowTree): string {
  const { welcome, default: fallback, commerce } = tree.mainblocks;
  return JSON.stringify(
    [welcome, fallback, commerce, ...tree.blocks].map((block) =>
      block ? [block.idblock, block.blockname, block.category, block.type] : null,
    ),
  );
}

/**
 * What a link target is called on screen: 'Agent humain' for the human agent, the block's name
 * otherwise, or the idblock of a block that no longer exists (so the user sees what to fix).
 */
export function targetName(directory: BlockDirectory, target: string, useLabel = false): string {
  if (target === AGENT_REDIRECTION) return flowTexts.humanAgent;
  const entry = directory.byId.get(target);
  if (!entry) return target;
  return useLabel ? entry.label : entry.displayName;
}

export function displayName(block: Pick<Block, 'blockname' | 'idblock'>): string {
  return block.blockname.trim() === '' ? block.idblock : block.blockname;
}

export function searchEntries(entries: readonly BlockEntry[], query: string): BlockEntry[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...entries];
  return entries.filter((entry) =>
    [entry.label, entry.displayName, entry.block.idblock].some((text) => text.toLowerCase().includes(needle)),
  );
}

export type BlockKind = (typeof BLOCK_KINDS)[number];

/** The inbound-links kind: the block's own type for the primary ones, 'blocks' for standard blocks. */
export function blockKind(type: string): BlockKind {
  for (const kind of BLOCK_KINDS) if (kind === type && kind !== 'blocks') return kind;
  return 'blocks';
}
