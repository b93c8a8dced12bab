/**
 * The map's graph, free of any text: labels are descriptors the screen puts into words in the
 * language shown (map/mapWords.ts), so the pure functions and the benchmark run without catalogues.
 */

/** What makes a link, as its edge's label says it. */
export type LinkLabel =
  | { kind: 'button'; title: string }
  | { kind: 'listRow'; title: string }
  | { kind: 'conditionTrue' }
  | { kind: 'conditionFalse' }
  | { kind: 'split'; percent: number }
  | { kind: 'redirection' }
  | { kind: 'assistant' }
  | { kind: 'assistantHandover' }
  /** A link `outboundLinks` knows and the map has no words for (a source added later). */
  | { kind: 'other'; sourceType: string };

export type BlockCategory = 'welcome' | 'default' | 'commerce' | 'standard';

export interface MapBlockNode {
  kind: 'block';
  /** The node's id: the block's idblock. */
  id: string;
  idblock: string;
  /** The block's name ('' for a main block without one: the screen shows its main label). */
  name: string;
  category: BlockCategory;
  /** welcome, default and commerce: where conversations start. */
  entry: boolean;
  elementCount: number;
  /** Holds an element that cannot be sent as it stands (a draft). */
  incomplete: boolean;
  /** No path of links from an entry block leads here. */
  unreachable: boolean;
}

/** GRIOT IA (the default block hands unanswered messages to it) and the human agent. */
export interface MapSpecialNode {
  kind: 'assistant' | 'agent';
  id: string;
}

/** A target no block of the chatbot has: one node per missing idblock. */
export interface MapMissingNode {
  kind: 'missing';
  id: string;
  target: string;
}

export type MapNode = MapBlockNode | MapSpecialNode | MapMissingNode;

export interface MapEdge {
  id: string;
  source: string;
  target: string;
  /** Every element of the source that leads to the target, in the flow's order (one edge per pair). */
  labels: LinkLabel[];
  /** The target is no block of the chatbot (red, dashed). */
  broken: boolean;
}

export interface MapGraph {
  nodes: MapNode[];
  edges: MapEdge[];
}

/** Node ids of what is not a block: idblocks are [a-z0-9-], so a '@' never collides. */
/** What a view of the map (canvas or list) is given. */
export interface MapViewProps {
  graph: MapGraph;
  /** The block open in the editor before the map was shown: highlighted (and framed on the canvas). */
  selected: string | undefined;
  /** Opens a block in the list editor, as the sidebar does. */
  onOpen: (idblock: string) => void;
}

export const ASSISTANT_NODE_ID = '@griot-ia';
export const AGENT_NODE_ID = '@agent';
export function missingNodeId(target: string): string {
  return `@missing:${target}`;
}
