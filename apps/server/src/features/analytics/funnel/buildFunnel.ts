import { type AnalyticsFunnel, FUNNEL_TOP_CHOICES } from '@griot/contract/analytics/analyticsSchemas';
import type { ChoiceCounterRow, FlowBlockRow, FlowCounterRow } from './funnelQueries';
import { isSilentBlock, mainPath } from './mainPath';
import { waitingElementsOf } from './waitingElements';

export interface FunnelCounters {
  conversations: number;
  flow: readonly FlowCounterRow[];
  choices: readonly ChoiceCounterRow[];
}

type FunnelFigures = Pick<AnalyticsFunnel, 'conversations' | 'blocks' | 'path'>;

/**
 * Puts the flow and its counters together: every block (those nobody reached at 0), each with its
 * waiting elements and their top choices, and the main path. Counters of a block or element since
 * removed from the flow are left out: the funnel shows the flow as it is now.
 */
export function buildFunnel(flowBlocks: readonly FlowBlockRow[], counters: FunnelCounters): FunnelFigures {
  const counted = new Map(counters.flow.map((row) => [key(row.block_id, row.element_id), row]));
  const choicesOf = new Map<string, ChoiceCounterRow[]>();
  for (const row of counters.choices) {
    const rows = choicesOf.get(key(row.block_id, row.element_id)) ?? [];
    rows.push(row);
    choicesOf.set(key(row.block_id, row.element_id), rows);
  }
  const blocks = flowBlocks.map((block) => {
    const totals = counted.get(key(block.idblock, ''));
    const flow = Array.isArray(block.flow) ? block.flow : [];
    return {
      block_id: block.idblock,
      name: block.blockname || block.idblock,
      ...(isSilentBlock(flow) ? { silent: true } : {}),
      reached: totals?.reached ?? 0,
      left: totals?.left_there ?? 0,
      elements: waitingElementsOf(flow).map((element) => {
        const elementTotals =
          counted.get(key(block.idblock, element.element_id)) ??
          (element.askedBy === undefined ? undefined : counted.get(key(block.idblock, element.askedBy)));
        const choices = (choicesOf.get(key(block.idblock, element.element_id)) ?? [])
          .slice(0, FUNNEL_TOP_CHOICES)
          .map((row) => ({ label: element.choiceTitles.get(row.choice) ?? row.choice, count: row.chosen }));
        return {
          element_id: element.element_id,
          type: element.type,
          label: element.label,
          reached: elementTotals?.reached ?? 0,
          left: elementTotals?.left_there ?? 0,
          choices,
        };
      }),
    };
  });
  const path = mainPath(
    flowBlocks.map((block, index) => ({
      block_id: block.idblock,
      name: blocks[index]?.name ?? block.idblock,
      category: block.category,
      flow: Array.isArray(block.flow) ? block.flow : [],
      reached: blocks[index]?.reached ?? 0,
    })),
  );
  return { conversations: counters.conversations, blocks, path };
}

function key(blockId: string, elementId: string): string {
  return `${blockId}\u0000${elementId}`;
}
