import { type FitViewOptions, MarkerType } from '@xyflow/react';
import { layoutEdges } from './layoutEdges';
import { CATEGORY_COLORS, type MapFlowEdge, type MapFlowNode } from './mapFlowTypes';
import { NODE_SIZES, type NodePosition } from './mapLayout';
import { mapTexts } from './mapTexts';
import type { MapGraph, MapNode } from './mapTypes';
import { edgeText, nodeTitle } from './mapWords';

/** An edge's label longer than this is cut: the column gap holds about that many characters. */
const LABEL_MAX = 26;

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
    ...optionalAriaLabel(nodeAriaLabel(node)),
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
    const faint = !around && !edge.broken && !shaping.has(edge.id);
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
        opacity: faint ? 0.35 : 1,
      },
      ...(faint ? { labelStyle: { opacity: 0.6 }, labelBgStyle: { opacity: 0.6 } } : {}),
    };
  });
}

/** Below this zoom a block's name cannot be read: a larger map opens closer, on a part of it. */
const READABLE_ZOOM = 0.6;
/** The zoom a map too large to fit opens at. */
const OPENING_ZOOM = 0.85;
const EDGE_ROOM = 32;

export type InitialView =
  | { kind: 'fit'; options: FitViewOptions }
  | { kind: 'viewport'; x: number; y: number; zoom: number };

/**
 * Where the map opens: the whole chatbot when it fits the screen at a readable zoom; else, at a
 * readable zoom, centred on the block the editor had open, or with the welcome block on the left
 * edge (a long or large chatbot fitted whole is unreadable; the controls' 'fit' button still
 * shows it all).
 */
export function initialView(
  graph: MapGraph,
  positions: ReadonlyMap<string, NodePosition>,
  selected: string | undefined,
  screen: { width: number; height: number },
): InitialView {
  let right = 0;
  let bottom = 0;
  for (const node of graph.nodes) {
    const { x, y } = positions.get(node.id) ?? { x: 0, y: 0 };
    right = Math.max(right, x + NODE_SIZES[node.kind].width);
    bottom = Math.max(bottom, y + NODE_SIZES[node.kind].height);
  }
  if (right > 0 && Math.min(screen.width / right, screen.height / bottom) >= READABLE_ZOOM)
    return { kind: 'fit', options: { maxZoom: 1, padding: 0.1 } };
  const zoom = OPENING_ZOOM;
  const chosen = selected ? positions.get(selected) : undefined;
  if (chosen) {
    const { width, height } = NODE_SIZES.block;
    return {
      kind: 'viewport',
      zoom,
      x: screen.width / 2 - (chosen.x + width / 2) * zoom,
      y: screen.height / 2 - (chosen.y + height / 2) * zoom,
    };
  }
  // The welcome block (else the first entry) on the left edge, halfway down: where conversations
  // start. Not the entries' middle: in a large chatbot they may lie thousands of pixels apart.
  const start = graph.nodes.find((node) => node.kind === 'block' && node.entry);
  const at = (start && positions.get(start.id)) || { x: 0, y: 0 };
  return {
    kind: 'viewport',
    zoom,
    x: EDGE_ROOM - at.x * zoom,
    y: screen.height / 2 - (at.y + NODE_SIZES.block.height / 2) * zoom,
  };
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

/**
 * A block node is named by what it shows (its category, name, element count, entry and
 * unreachable badges, the incomplete mark's title): a label of its own would say the same in
 * another order, which voice control users cannot speak (axe: label-content-name-mismatch).
 */
function nodeAriaLabel(node: MapNode): string | undefined {
  switch (node.kind) {
    case 'block':
      return undefined;
    case 'assistant':
    case 'agent':
      return nodeTitle(node);
    case 'missing':
      return mapTexts.missingHint({ target: node.target });
  }
}

function optionalAriaLabel(label: string | undefined): { ariaLabel?: string } {
  return label === undefined ? {} : { ariaLabel: label };
}
