import { Graph, layout } from '@dagrejs/dagre';
import { layoutEdges } from './layoutEdges';
import { AGENT_NODE_ID, type MapGraph, type MapNode } from './mapTypes';

/** The size each kind of node is drawn at: the layout reserves exactly this room. */
export const NODE_SIZES = {
  block: { width: 240, height: 84 },
  assistant: { width: 180, height: 52 },
  agent: { width: 180, height: 52 },
  missing: { width: 200, height: 60 },
} as const satisfies Record<MapNode['kind'], { width: number; height: number }>;

/** Room between two columns: an edge's label (a button title, 20 characters at most) fits. */
const COLUMN_GAP = 150;
const ROW_GAP = 28;
const MARGIN = 20;

export interface NodePosition {
  /** Top-left corner, as xyflow places a node. */
  x: number;
  y: number;
}

/**
 * Places the nodes left to right along the links (dagre's layered layout): entry blocks on the
 * left, each link one column further, the links back up a path left out of the shaping
 * (layoutEdges). The human agent, which any block may reach, gets a column of its own on the right.
 * Pure and synchronous: the screen and `npm run bench:map` run this same function.
 */
export function layoutMap(graph: MapGraph): Map<string, NodePosition> {
  const layered = new Graph();
  layered.setGraph({
    rankdir: 'LR',
    nodesep: ROW_GAP,
    ranksep: COLUMN_GAP,
    marginx: MARGIN,
    marginy: MARGIN,
  });
  layered.setDefaultEdgeLabel(() => ({}));
  for (const node of graph.nodes)
    if (node.id !== AGENT_NODE_ID) layered.setNode(node.id, { ...NODE_SIZES[node.kind] });
  for (const { source, target } of layoutEdges(graph)) layered.setEdge(source, target);
  layout(layered);

  const positions = new Map<string, NodePosition>();
  let right = 0;
  for (const node of graph.nodes) {
    if (node.id === AGENT_NODE_ID) continue;
    const placed = layered.node(node.id);
    const { width, height } = NODE_SIZES[node.kind];
    const x = (placed.x ?? 0) - width / 2;
    positions.set(node.id, { x, y: (placed.y ?? 0) - height / 2 });
    right = Math.max(right, x + width);
  }
  if (graph.nodes.some((node) => node.id === AGENT_NODE_ID)) {
    const height = layered.graph().height ?? 0;
    positions.set(AGENT_NODE_ID, {
      x: right + COLUMN_GAP,
      y: Math.max(MARGIN, height / 2 - NODE_SIZES.agent.height / 2),
    });
  }
  return positions;
}
