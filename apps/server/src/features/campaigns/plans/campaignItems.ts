import { campaignPlanMessages as m } from '@griot/contract/campaigns/plans/campaignPlanMessages';
import type {
  AbState,
  CampaignDetail,
  CampaignListItem,
  CampaignListStatus,
} from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import type { Database } from '@griot/db/openDatabase';
import type { StoredAbTest } from '@griot/db/schema/campaignPlans';
import { type QuietHours, quietUntil } from '../../../domain/campaigns/quietHours';
import { rateOf, variantCounts } from './abTest';
import type { CampaignLauncher } from './campaignLauncher';
import { type CampaignRow, extraCounts } from './campaignRows';
import { instantToLocal } from './recurrence';

/** What turning rows into the list's items reads once per call. */
export interface ItemsScope {
  db: Database;
  launcher: CampaignLauncher;
  timeZone: string;
  quietHours: QuietHours | null;
  now: number;
}

/** The list's items: figures reused from the broadcast panel's counters, A/B state, why it waits. */
export async function toItems(scope: ItemsScope, rows: readonly CampaignRow[]): Promise<CampaignListItem[]> {
  const campaigns = rows.filter((row) => row.kind === 'campaign').map((row) => row.id);
  const extras = await extraCounts(scope.db, campaigns);
  return Promise.all(
    rows.map(async (row) => {
      const summary =
        row.kind === 'campaign' ? await scope.launcher.summary(scope.db, row.chatbot_id, row.id) : undefined;
      const extra = extras.get(row.id) ?? { replied: 0, capped: 0, held: 0 };
      const abTest = row.kind === 'campaign' && row.ab_test ? await abState(scope.db, row, extra.held) : null;
      const waiting = waitingReason(scope, row, summary?.pause_reason ?? null);
      return {
        id: row.id,
        kind: row.kind,
        campaignId: row.kind === 'campaign' ? row.id : null,
        planId: row.plan_id,
        chatbotId: row.chatbot_id,
        chatbotName: row.chatbot_name,
        name: row.name,
        template: row.template,
        langage: row.langage,
        status: row.status as CampaignListStatus,
        createdAt: row.created_at,
        finishedAt: row.finished_at,
        scheduleAt: row.schedule_local,
        recurrence: row.recurrence ? { ...row.recurrence, days: row.recurrence.days ?? [] } : null,
        nextRunAt: row.next_run_at,
        lastRunAt: row.last_run_at,
        runs: row.runs,
        figures: summary
          ? {
              total: summary.total,
              processed: summary.processed,
              succeeded: summary.succeeded,
              failed: summary.failed,
              errors: summary.errors,
              pending: summary.pending,
              skipped: summary.skipped,
              delivered: summary.delivered,
              read: summary.read,
              ...extra,
            }
          : null,
        abTest,
        pauseReason: waiting?.text ?? null,
        pauseCode: waiting?.code ?? null,
      };
    }),
  );
}

/** One item with what the composer needs to edit it. */
export async function toDetail(scope: ItemsScope, row: CampaignRow): Promise<CampaignDetail> {
  const [item] = await toItems(scope, [row]);
  if (!item) throw new Error('campaign item missing');
  const message = row.message
    ? {
        title: row.message.title,
        langage: row.message.langage,
        parameters: row.message.parameters,
        source: row.message.source,
      }
    : {
        title: row.template,
        langage: row.langage,
        parameters: row.parameters,
        source: row.source ?? undefined,
      };
  const ab: StoredAbTest | null = row.ab_test;
  return {
    ...item,
    message,
    conditions: JSON.stringify(row.conditions),
    abTestSettings: ab
      ? {
          sharePercent: ab.sharePercent,
          metric: ab.metric,
          decideAfterHours: ab.decideAfterHours,
          pick: ab.pick,
          variantB: {
            title: ab.variantB.title,
            langage: ab.variantB.langage,
            parameters: ab.variantB.parameters,
            source: ab.variantB.source,
          },
        }
      : null,
    timeZone: scope.timeZone,
  };
}

async function abState(db: Database, row: CampaignRow, held: number): Promise<AbState | null> {
  const ab = row.ab_test;
  if (!ab || !row.ab_phase) return null;
  const counts = await variantCounts(db, row.id);
  return {
    metric: ab.metric,
    pick: ab.pick,
    sharePercent: ab.sharePercent,
    decideAfterHours: ab.decideAfterHours,
    phase: row.ab_phase,
    decideAt: row.ab_decide_at,
    winner: row.ab_winner,
    held,
    variants: counts.map((count) => ({
      ...count,
      template: count.variant === 'B' ? ab.variantB.title : row.template,
      langage: count.variant === 'B' ? ab.variantB.langage : row.langage,
      readRate: rateOf(count, 'read'),
      replyRate: rateOf(count, 'reply'),
    })),
  };
}

/**
 * Why a campaign stopped or waits, in words: its pause reason (Meta's error, the number's
 * protection), the A/B choice awaited, or the quiet hours it waits out.
 */
function waitingReason(
  scope: ItemsScope,
  row: CampaignRow,
  paused: string | null,
): { text: string; code: string } | undefined {
  if (row.kind !== 'campaign') return undefined;
  if (row.status === 'paused' && paused) return { text: paused, code: row.pause_reason ?? 'paused' };
  if (row.status !== 'running') return undefined;
  if (row.ab_phase === 'awaitingChoice') return { text: m.waiting.abChoice, code: 'ab-choice' };
  const until = quietUntil(scope.quietHours, scope.timeZone, scope.now);
  if (until !== undefined)
    return {
      text: m.waiting.quietHours({ time: instantToLocal(until, scope.timeZone).slice(11) }),
      code: 'quiet-hours',
    };
  if (row.ab_phase === 'testing' && row.ab_decide_at)
    return {
      text: m.waiting.abTesting({
        date: instantToLocal(Date.parse(row.ab_decide_at), scope.timeZone).replace('T', ' '),
      }),
      code: 'ab-testing',
    };
  return undefined;
}
