import type { Edge, Node } from '@xyflow/react';
import type { MapEdge, MapNode } from './mapTypes';

/** A map node as xyflow holds it: the graph's node in `data`, its kind as the node type. */
export type MapFlowNode = Node<{ node: MapNode }, MapNode['kind']>;
export type MapFlowEdge = Edge<{ edge: MapEdge }>;

/** The colour of each block category, on its badge, its edge and the minimap. */
export const CATEGORY_COLORS = {
  welcome: 'teal',
  default: 'orange',
  commerce: 'grape',
  standard: 'gray',
} as const;
