import { type FitViewOptions, MarkerType } from '@xyflow/react';
import { layoutEdges } from './layoutEdges';
import { CATEGORY_COLORS, type MapFlowEdge, type MapFlowNode } from './mapFlowTypes';
import { NODE_SIZES, type NodePosition } from './mapLayout';
import { mapTexts } from './mapTexts';
import type { MapGraph, MapNode } from './mapTypes';
import { blockAriaLabel, edgeText, nodeTitle } from './mapWords';

/** An edge's label longer than this is cut: the column gap holds about that many characters. */
const LABEL_MAX = 26;
/** Up to this many nodes the map opens on the whole chatbot; beyond, on its entry blocks. */
const FIT_ALL_UP_TO = 40;

/** The graph's nodes where the layout placed them, with what screen readers say of each. */
export function buildFlowNodes(
  graph: MapGraph,
  positions: ReadonlyMap<string, NodePosition>,
  selected: string | undefined,
): MapFlowNode[] {
  return graph.nodes.map((node) => ({
    id: node.id,
    type: node.kind,
    position: positions.get(node.id) ?? { x: 0, y: 0 },
    data: { node },
    ...NODE_SIZES[node.kind],
    selected: node.id === selected,
    selectable: node.kind === 'block',
    draggable: false,
    connectable: false,
    ariaLabel: nodeAriaLabel(node),
    ...(node.kind === 'block'
      ? { ariaRole: 'button' as const, domAttributes: { 'aria-roledescription': mapTexts.nodeRole } }
      : {}),
  }));
}

/**
 * The graph's edges, labelled by what makes each link: red and dashed towards a missing block,
 * bold around the selected block, faint when it leads back up a path or to the human agent (drawn
 * but not shaping the layout: layoutEdges).
 */
export function buildFlowEdges(graph: MapGraph, selected: string | undefined): MapFlowEdge[] {
  const shaping = new Set(layoutEdges(graph).map((edge) => `${edge.source}->${edge.target}`));
  return graph.edges.map((edge) => {
    const around = selected !== undefined && (edge.source === selected || edge.target === selected);
    const color = edge.broken
      ? 'var(--mantine-color-red-filled)'
      : around
        ? 'var(--mantine-primary-color-filled)'
        : 'var(--mantine-color-gray-5)';
    const text = edgeText(edge);
    return {
      id: edge.id,
      source: edge.source,
      target: edge.target,
      data: { edge },
      label: text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text,
      labelBgPadding: [4, 2] as [number, number],
      labelBgBorderRadius: 4,
      focusable: false,
      zIndex: around ? 1 : 0,
      markerEnd: { type: MarkerType.ArrowClosed, width: 14, height: 14, color },
      style: {
        stroke: color,
        strokeWidth: around ? 2.5 : 1.5,
        strokeDasharray: edge.broken ? '6 4' : undefined,
        opacity: around || edge.broken || shaping.has(edge.id) ? 1 : 0.45,
      },
    };
  });
}

/**
 * Where the map opens: around the block the editor had open, else the whole chatbot when small,
 * else its entry blocks and what they lead to (a 300-block chatbot fitted whole is unreadable;
 * the controls' 'fit' button shows it all).
 */
export function initialFocus(graph: MapGraph, selected: string | undefined): FitViewOptions {
  const around = (ids: Set<string>) => {
    for (const edge of graph.edges) {
      if (ids.has(edge.source)) ids.add(edge.target);
    }
    return [...ids].map((id) => ({ id }));
  };
  if (selected && graph.nodes.some((node) => node.id === selected))
    return { nodes: around(new Set([selected])), maxZoom: 1, padding: 0.2 };
  if (graph.nodes.length <= FIT_ALL_UP_TO) return { maxZoom: 1, padding: 0.1 };
  const entries = graph.nodes.filter((node) => node.kind === 'block' && node.entry).map((node) => node.id);
  return { nodes: around(new Set(entries)), maxZoom: 1, padding: 0.1 };
}

/** A node's colour on the minimap: its category's, orange when unreachable, the special nodes' own. */
export function minimapColor(flowNode: MapFlowNode): string {
  const node = flowNode.data.node;
  switch (node.kind) {
    case 'block':
      if (node.unreachable) return 'var(--mantine-color-orange-filled)';
      return node.entry
        ? `var(--mantine-color-${CATEGORY_COLORS[node.category]}-filled)`
        : 'var(--mantine-color-gray-5)';
    case 'assistant':
      return 'var(--mantine-color-violet-filled)';
    case 'agent':
      return 'var(--mantine-color-blue-filled)';
    case 'missing':
      return 'var(--mantine-color-red-filled)';
  }
}

function nodeAriaLabel(node: MapNode): string {
  switch (node.kind) {
    case 'block':
      return blockAriaLabel(node);
    case 'assistant':
    case 'agent':
      return nodeTitle(node);
    case 'missing':
      return mapTexts.missingHint({ target: node.target });
  }
}
