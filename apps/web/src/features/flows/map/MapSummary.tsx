import { Badge, Group } from '@mantine/core';
import { useTexts } from '../../../lib/i18n/useTexts';
import { mapTexts } from './mapTexts';
import type { MapGraph } from './mapTypes';

/** The map's figures above it: blocks, links, and what needs attention (it doubles as a legend). */
export function MapSummary({ graph }: { graph: MapGraph }) {
  const t = useTexts(mapTexts).summary;
  let blocks = 0;
  let unreachable = 0;
  for (const node of graph.nodes) {
    if (node.kind !== 'block') continue;
    blocks += 1;
    if (node.unreachable) unreachable += 1;
  }
  const links = graph.edges.reduce((sum, edge) => sum + edge.labels.length, 0);
  const broken = graph.edges.reduce((sum, edge) => sum + (edge.broken ? edge.labels.length : 0), 0);
  return (
    <Group gap={6} role="status">
      <Badge variant="light" color="gray">
        {t.blocks({ count: blocks })}
      </Badge>
      <Badge variant="light" color="gray">
        {t.links({ count: links })}
      </Badge>
      {unreachable > 0 && (
        <Badge variant="light" color="orange">
          {t.unreachable({ count: unreachable })}
        </Badge>
      )}
      {broken > 0 && (
        <Badge variant="light" color="red">
          {t.broken({ count: broken })}
        </Badge>
      )}
    </Group>
  );
}
