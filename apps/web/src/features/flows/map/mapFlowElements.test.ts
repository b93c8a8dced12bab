import { describe, expect, it } from 'vitest';
import { buildBlock } from '../test/playgroundTestData';
import { buildFlowEdges, buildFlowNodes, initialView } from './mapFlowElements';
import { buildMapGraph } from './mapGraph';
import { layoutMap } from './mapLayout';
import { largeChatbot } from './test/largeChatbot';

const small = buildMapGraph([
  buildBlock({
    idblock: 'accueil',
    category: 'welcome',
    type: 'starter',
    flow: [
      { type: 'redirection', redirection_block: 'menu' },
      { type: 'redirection', redirection_block: 'perdu' },
    ],
  }),
  buildBlock({
    idblock: 'menu',
    blockname: 'Menu',
    flow: [{ type: 'redirection', redirection_block: 'accueil' }],
  }),
]);

describe('buildFlowEdges', () => {
  it('draws a link to a missing block red and dashed, and a link back to an entry faint', () => {
    const edges = buildFlowEdges(small, undefined);
    const byId = new Map(edges.map((edge) => [edge.id, edge]));
    expect(byId.get('accueil->@missing:perdu')?.style).toMatchObject({
      stroke: 'var(--mantine-color-red-filled)',
      strokeDasharray: '6 4',
      opacity: 1,
    });
    expect(byId.get('menu->accueil')?.style?.opacity).toBe(0.35);
    expect(byId.get('accueil->menu')?.label).toBe('Redirection');
  });

  it('brings out the links of the selected block', () => {
    const edge = buildFlowEdges(small, 'menu').find((candidate) => candidate.id === 'accueil->menu');
    expect(edge?.style).toMatchObject({ stroke: 'var(--mantine-primary-color-filled)', strokeWidth: 2.5 });
  });
});

describe('buildFlowNodes', () => {
  it('names each block for screen readers and opens only blocks', () => {
    const nodes = buildFlowNodes(small, layoutMap(small), 'menu');
    expect(nodes.map((node) => [node.id, node.ariaLabel, node.selected, node.selectable])).toEqual([
      // Blocks are named by their visible content (category, name, count, badges).
      ['accueil', undefined, false, true],
      ['menu', undefined, true, true],
      ['@missing:perdu', '« perdu » n’existe pas dans ce chatbot', false, false],
    ]);
  });
});

describe('initialView', () => {
  const screen = { width: 1000, height: 700 };

  it('fits a small chatbot whole', () => {
    expect(initialView(small, layoutMap(small), undefined, screen).kind).toBe('fit');
  });

  it('opens a large one on its welcome block, on the left edge, at a readable zoom', () => {
    const graph = buildMapGraph(largeChatbot(300));
    const positions = layoutMap(graph);
    const view = initialView(graph, positions, undefined, screen);
    if (view.kind !== 'viewport') throw new Error('expected a viewport');
    expect(view.zoom).toBeGreaterThanOrEqual(0.6);
    const welcome = positions.get('accueil') ?? { x: Number.NaN, y: 0 };
    expect(welcome.x * view.zoom + view.x).toBe(32);
    expect((welcome.y + 42) * view.zoom + view.y).toBeCloseTo(350);
    // Centred on the selected block when there is one.
    const chosen = initialView(graph, positions, 'bloc-40', screen);
    const block = positions.get('bloc-40') ?? { x: 0, y: 0 };
    if (chosen.kind !== 'viewport') throw new Error('expected a viewport');
    expect((block.x + 120) * chosen.zoom + chosen.x).toBeCloseTo(500);
    expect((block.y + 42) * chosen.zoom + chosen.y).toBeCloseTo(350);
  });
});
