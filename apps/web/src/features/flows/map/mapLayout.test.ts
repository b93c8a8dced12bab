import { describe, expect, it } from 'vitest';
import { buildBlock } from '../test/playgroundTestData';
import { layoutEdges } from './layoutEdges';
import { buildMapGraph } from './mapGraph';
import { layoutMap, NODE_SIZES } from './mapLayout';
import { AGENT_NODE_ID, type MapGraph } from './mapTypes';
import { largeChatbot } from './test/largeChatbot';

function overlaps(graph: MapGraph, positions: ReturnType<typeof layoutMap>): string[] {
  const boxes = graph.nodes.map((node) => {
    const { x, y } = positions.get(node.id) ?? { x: Number.NaN, y: Number.NaN };
    return { id: node.id, x, y, ...NODE_SIZES[node.kind] };
  });
  const found: string[] = [];
  boxes.sort((a, b) => a.x - b.x);
  for (let i = 0; i < boxes.length; i += 1) {
    const a = boxes[i];
    for (let j = i + 1; j < boxes.length; j += 1) {
      const b = boxes[j];
      if (!a || !b || b.x >= a.x + a.width) break;
      if (a.y < b.y + b.height && b.y < a.y + a.height) found.push(`${a.id}/${b.id}`);
    }
  }
  return found;
}

describe('layoutEdges', () => {
  it('leaves out the links back up a path, into an entry block and into the human agent', () => {
    const graph: MapGraph = {
      nodes: [
        {
          kind: 'block' as const,
          id: 'a',
          idblock: 'a',
          name: '',
          category: 'welcome' as const,
          entry: true,
          elementCount: 0,
          incomplete: false,
          unreachable: false,
        },
        {
          kind: 'block' as const,
          id: 'b',
          idblock: 'b',
          name: 'b',
          category: 'standard' as const,
          entry: false,
          elementCount: 0,
          incomplete: false,
          unreachable: false,
        },
        {
          kind: 'block' as const,
          id: 'c',
          idblock: 'c',
          name: 'c',
          category: 'standard' as const,
          entry: false,
          elementCount: 0,
          incomplete: false,
          unreachable: false,
        },
        { kind: 'agent' as const, id: AGENT_NODE_ID },
      ],
      edges: [
        { id: 'a->b', source: 'a', target: 'b', labels: [], broken: false },
        { id: 'b->a', source: 'b', target: 'a', labels: [], broken: false },
        { id: 'b->c', source: 'b', target: 'c', labels: [], broken: false },
        { id: 'c->b', source: 'c', target: 'b', labels: [], broken: false },
        { id: 'b->b', source: 'b', target: 'b', labels: [], broken: false },
        { id: `b->${AGENT_NODE_ID}`, source: 'b', target: AGENT_NODE_ID, labels: [], broken: false },
      ],
    };
    expect(layoutEdges(graph)).toEqual([
      { source: 'a', target: 'b' },
      { source: 'b', target: 'c' },
    ]);
  });
});

describe('layoutMap', () => {
  it('places every node of a 300-block chatbot, none over another, entries in the first column', () => {
    const graph = buildMapGraph(largeChatbot(300));
    const positions = layoutMap(graph);
    expect(positions.size).toBe(graph.nodes.length);
    expect(overlaps(graph, positions)).toEqual([]);
    const left = Math.min(...[...positions.values()].map((position) => position.x));
    expect(positions.get('accueil')?.x).toBe(left);
    // The human agent has the last column to itself.
    const agent = positions.get(AGENT_NODE_ID)?.x ?? 0;
    for (const [id, position] of positions) if (id !== AGENT_NODE_ID) expect(position.x).toBeLessThan(agent);
  });

  it('lays out a chatbot of one block', () => {
    const graph = buildMapGraph([buildBlock({ idblock: 'accueil', category: 'welcome', type: 'starter' })]);
    expect([...layoutMap(graph).values()]).toEqual([{ x: 20, y: 20 }]);
  });
});
