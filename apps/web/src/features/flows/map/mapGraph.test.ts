import type { Block } from '@griot/contract/flows/flowSchemas';
import { describe, expect, it } from 'vitest';
import { buildBlock } from '../test/playgroundTestData';
import { buildMapGraph } from './mapGraph';
import { AGENT_NODE_ID, ASSISTANT_NODE_ID, type MapBlockNode, missingNodeId } from './mapTypes';

const welcome = (flow: Block['flow'] = []) =>
  buildBlock({ idblock: 'accueil', blockname: '', type: 'starter', category: 'welcome', flow });
const fallback = (jarvis = false) =>
  buildBlock({ idblock: 'defaut', blockname: '', type: 'default_block', category: 'default', jarvis });
const standard = (idblock: string, flow: Block['flow'] = []) =>
  buildBlock({ idblock, blockname: idblock, flow });

function blockNode(graph: ReturnType<typeof buildMapGraph>, id: string): MapBlockNode {
  const node = graph.nodes.find((candidate) => candidate.id === id);
  if (node?.kind !== 'block') throw new Error(`no block ${id}`);
  return node;
}

describe('buildMapGraph', () => {
  it('shows a chatbot with only its main blocks: entry points, none unreachable, no edge', () => {
    const graph = buildMapGraph([
      fallback(),
      buildBlock({ idblock: 'boutique', type: 'commerce_point', category: 'commerce' }),
      welcome(),
    ]);
    expect(graph.nodes.map((node) => node.id)).toEqual(['accueil', 'defaut', 'boutique']);
    expect(graph.nodes.every((node) => node.kind === 'block' && node.entry && !node.unreachable)).toBe(true);
    expect(graph.edges).toEqual([]);
  });

  it('links blocks by what leads there, one edge per pair holding every link', () => {
    const graph = buildMapGraph([
      welcome([
        { type: 'condition', rules: [], join: 'and', true_block: 'livraison', false_block: 'retrait' },
        { type: 'text_button', message: '?', buttons: [{ id: 'livraison', title: 'Me livrer' }] },
      ]),
      standard('livraison'),
      standard('retrait'),
    ]);
    expect(graph.edges).toEqual([
      {
        id: 'accueil->livraison',
        source: 'accueil',
        target: 'livraison',
        labels: [{ kind: 'conditionTrue' }, { kind: 'button', title: 'Me livrer' }],
        broken: false,
      },
      {
        id: 'accueil->retrait',
        source: 'accueil',
        target: 'retrait',
        labels: [{ kind: 'conditionFalse' }],
        broken: false,
      },
    ]);
  });

  it('flags the blocks no path from a main block reaches, even those that lead somewhere', () => {
    const graph = buildMapGraph([
      welcome([{ type: 'redirection', redirection_block: 'menu' }]),
      standard('menu', [{ type: 'redirection', redirection_block: 'accueil' }]),
      standard('orphelin', [{ type: 'redirection', redirection_block: 'menu' }]),
      standard('seul'),
    ]);
    expect(blockNode(graph, 'menu').unreachable).toBe(false);
    expect(blockNode(graph, 'orphelin').unreachable).toBe(true);
    expect(blockNode(graph, 'seul').unreachable).toBe(true);
    expect(blockNode(graph, 'accueil').unreachable).toBe(false);
  });

  it('sends a link to a missing block to a node of its own, as a broken edge', () => {
    const graph = buildMapGraph([
      welcome([
        { type: 'redirection', redirection_block: 'supprime' },
        {
          type: 'split',
          branches: [
            { block: 'supprime', weight: 50 },
            { block: 'autre', weight: 50 },
          ],
        },
      ]),
    ]);
    expect(graph.nodes.filter((node) => node.kind === 'missing')).toEqual([
      { kind: 'missing', id: missingNodeId('supprime'), target: 'supprime' },
      { kind: 'missing', id: missingNodeId('autre'), target: 'autre' },
    ]);
    expect(graph.edges.map((edge) => [edge.target, edge.broken, edge.labels.length])).toEqual([
      [missingNodeId('supprime'), true, 2],
      [missingNodeId('autre'), true, 1],
    ]);
  });

  it('adds the human agent when something hands over, and GRIOT IA when the default block uses it', () => {
    const graph = buildMapGraph([
      welcome([{ type: 'text_button', message: '?', buttons: [{ id: 'agent', title: 'Un conseiller' }] }]),
      fallback(true),
    ]);
    expect(graph.nodes.map((node) => node.id)).toEqual([
      'accueil',
      'defaut',
      ASSISTANT_NODE_ID,
      AGENT_NODE_ID,
    ]);
    expect(graph.edges.map((edge) => edge.id)).toEqual([
      `accueil->${AGENT_NODE_ID}`,
      `defaut->${ASSISTANT_NODE_ID}`,
      `${ASSISTANT_NODE_ID}->${AGENT_NODE_ID}`,
    ]);
    expect(buildMapGraph([welcome(), fallback(false)]).nodes).toHaveLength(2);
  });

  it('counts the elements and marks a block holding a draft', () => {
    const graph = buildMapGraph([
      welcome([
        { type: 'text', message: 'Bonjour' },
        { type: 'condition', rules: [], join: 'and', true_block: '' },
      ]),
      standard('complet', [{ type: 'text', message: 'Merci' }]),
    ]);
    expect(blockNode(graph, 'accueil')).toMatchObject({ elementCount: 2, incomplete: true });
    expect(blockNode(graph, 'complet')).toMatchObject({ elementCount: 1, incomplete: false });
  });
});
