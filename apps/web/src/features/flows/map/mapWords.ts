import { formatNumber } from '../../../lib/formatNumber';
import { flowTexts } from '../flowTexts';
import { mapTexts } from './mapTexts';
import type { LinkLabel, MapBlockNode, MapEdge, MapNode } from './mapTypes';

/**
 * The map's graph put into words, in the language shown when called (called while rendering:
 * never kept in a module-level constant).
 */
export function linkLabelText(label: LinkLabel): string {
  const t = mapTexts.edges;
  switch (label.kind) {
    case 'button':
      return label.title.trim() || t.untitledButton;
    case 'listRow':
      return label.title.trim() || t.untitledRow;
    case 'conditionTrue':
      return t.conditionTrue;
    case 'conditionFalse':
      return t.conditionFalse;
    case 'split':
      return t.split({ percent: formatNumber(label.percent) });
    case 'redirection':
      return t.redirection;
    case 'assistant':
      return t.assistant;
    case 'assistantHandover':
      return t.assistantHandover;
    case 'other':
      return t.other;
  }
}

/** Everything that leads along one edge: its links' words, once each, in the flow's order. */
export function edgeText(edge: Pick<MapEdge, 'labels'>): string {
  return [...new Set(edge.labels.map(linkLabelText))].join(' · ');
}

/** A node's title: a main block as the sidebar names it ('Welcome Flow'…), a block its name or idblock. */
export function nodeTitle(node: MapNode): string {
  switch (node.kind) {
    case 'block':
      return blockTitle(node);
    case 'assistant':
      return mapTexts.assistant;
    case 'agent':
      return mapTexts.agent;
    case 'missing':
      return mapTexts.missing;
  }
}

export function blockTitle(node: MapBlockNode): string {
  if (node.category !== 'standard') return flowTexts.mainLabels[node.category];
  return node.name === '' ? node.idblock : node.name;
}
