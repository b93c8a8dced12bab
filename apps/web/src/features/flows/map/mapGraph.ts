import { AGENT_REDIRECTION } from '@griot/contract/flows/flowConstants';
import type { Block } from '@griot/contract/flows/flowSchemas';
import { incompleteBlocks } from '../block/incompleteBlocks';
import { blockLinks } from './blockLinks';
import {
  AGENT_NODE_ID,
  ASSISTANT_NODE_ID,
  type LinkLabel,
  type MapBlockNode,
  type MapEdge,
  type MapGraph,
  type MapNode,
  missingNodeId,
} from './mapTypes';
import { reachableFrom } from './reachability';

/** The main blocks first, in this order, then the others as the server lists them. */
const ENTRY_ORDER = ['welcome', 'default', 'commerce'] as const;

/**
 * The whole chatbot as a graph: a node per block, plus GRIOT IA, the human agent and each missing
 * target when something leads there; an edge per (block, target) pair carrying every link between
 * them. Blocks no path reaches from the main blocks are marked unreachable.
 */
export function buildMapGraph(blocks: readonly Block[]): MapGraph {
  const ordered = [
    ...ENTRY_ORDER.flatMap((category) => blocks.filter((block) => block.category === category)),
    ...blocks.filter((block) => block.category === 'standard'),
  ];
  const ids = new Set(ordered.map((block) => block.idblock));
  const incomplete = incompleteBlocks({
    mainblocks: { welcome: null, default: null, commerce: null },
    blocks: ordered,
  });
  const edges = new Map<string, MapEdge>();
  const missing = new Map<string, string>();
  const link = (source: string, target: string, label: LinkLabel, broken = false) => {
    const id = `${source}->${target}`;
    const edge = edges.get(id);
    if (edge) edge.labels.push(label);
    else edges.set(id, { id, source, target, labels: [label], broken });
  };
  for (const block of ordered) {
    for (const { target, label } of blockLinks(block.flow)) {
      if (target === AGENT_REDIRECTION) link(block.idblock, AGENT_NODE_ID, label);
      else if (ids.has(target)) link(block.idblock, target, label);
      else {
        missing.set(missingNodeId(target), target);
        link(block.idblock, missingNodeId(target), label, true);
      }
    }
    // The default block with GRIOT IA on hands what nothing answers to it; GRIOT IA passes a
    // request for a person (or an insult) to the human agent.
    if (block.category === 'default' && block.jarvis) {
      link(block.idblock, ASSISTANT_NODE_ID, { kind: 'assistant' });
      link(ASSISTANT_NODE_ID, AGENT_NODE_ID, { kind: 'assistantHandover' });
    }
  }

  const edgeList = [...edges.values()];
  const entries = ordered.filter((block) => block.category !== 'standard').map((block) => block.idblock);
  const reached = reachableFrom(entries, edgeList);
  const nodes: MapNode[] = ordered.map(
    (block): MapBlockNode => ({
      kind: 'block',
      id: block.idblock,
      idblock: block.idblock,
      name: block.blockname.trim(),
      category: block.category,
      entry: block.category !== 'standard',
      elementCount: block.flow.length,
      incomplete: incomplete.has(block.idblock),
      unreachable: !reached.has(block.idblock),
    }),
  );
  const targets = new Set(edgeList.map((edge) => edge.target));
  if (targets.has(ASSISTANT_NODE_ID)) nodes.push({ kind: 'assistant', id: ASSISTANT_NODE_ID });
  if (targets.has(AGENT_NODE_ID)) nodes.push({ kind: 'agent', id: AGENT_NODE_ID });
  for (const [id, target] of missing) nodes.push({ kind: 'missing', id, target });
  return { nodes, edges: edgeList };
}
