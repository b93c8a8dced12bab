import { randomUUID } from 'node:crypto';
import type { Database } from '@griot/db/openDatabase';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { endUsers } from '@griot/db/schema/endUsers';
import { workspaces } from '@griot/db/schema/workspaces';
import type { EngineBlock } from '@griot/flow-engine/engineTypes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rollUpAnalytics } from '../features/analytics/rollup/rollUpAnalytics';
import { workspaceTimeZone } from '../runtime/chatbotRuntimeCache';
import { parseRuntimeFlow } from '../runtime/parseRuntimeFlow';
import { demoBroadcasts } from './demoAnalyticsBroadcasts';
import type { DemoEndUser, DemoHistory } from './demoAnalyticsHistory';
import { agentEpisode, assistantQuestion, type DemoAgent, type DemoEpisode } from './demoAnalyticsMoments';
import { DAY_MS, dayStartOf, keepsDay, momentOnDay, seededRandom } from './demoAnalyticsRhythm';
import { type DemoBot, playVisit } from './demoAnalyticsVisits';
import { writeDemoAnalytics } from './demoAnalyticsWrites';

export const ANALYTICS_HISTORY_DAYS = 90;

const FIRST_NAMES = ['Awa', 'Moussa', 'Fatou', 'Ibrahima', 'Khady', 'Ousmane', 'Mame', 'Adama', 'Yacine'];
const LAST_NAMES = ['Diop', 'Ndiaye', 'Fall', 'Sow', 'Sarr', 'Ba', 'Gueye', 'Diallo', 'Faye', 'Mbaye'];

/**
 * Ninety days of customers for the demo workspace's chatbots with a flow (« Boutique Téranga »,
 * « Keur Wax »), so every chart of the analytics screen has a shape: end-users arriving more and
 * more, busier on weekday evenings (Dakar time), each visit played through the real flow engine (some
 * leave at a question, others reach the end, choosing buttons and rows), GRIOT IA questions,
 * conversations handed to the team with their response and resolution times, and two campaigns with
 * their reads, replies and opt-outs. Only messages and the runtime's own records are written: the
 * counters then come from the real rollup. Added once (the first history number says it is there).
 */
export async function seedDemoAnalytics(
  db: Database,
  workspaceId: string,
  botNames: readonly string[],
  now = Date.now(),
): Promise<{ endUsers: number; messages: number } | undefined> {
  const bots = await loadBots(db, workspaceId, botNames);
  if (bots.length === 0) return undefined;
  const [already] = await db
    .select({ id: endUsers.id })
    .from(endUsers)
    .where(and(eq(endUsers.chatbotId, bots[0]?.id ?? ''), eq(endUsers.externalId, analyticsNumber(0, 0))))
    .limit(1);
  if (already) return undefined;
  const agents = await demoAgents(db, workspaceId);
  const history: DemoHistory = { endUsers: [], messages: [], episodes: [], calls: [], broadcasts: [] };
  for (const [index, bot] of bots.entries()) {
    const files = await db.execute<{ id: string }>(
      sql`SELECT id FROM knowledge_files WHERE chatbot_id = ${bot.id}`,
    );
    playBot(history, bot, index, {
      count: index === 0 ? 650 : 300,
      agents,
      fileIds: files.rows.map((row) => row.id),
      now,
    });
  }
  await writeDemoAnalytics(db, workspaceId, history, now);
  // The counters, from the messages just written, as the background rollup would make them.
  for (;;) {
    const rolled = await rollUpAnalytics(db, { now: new Date(now) });
    if (rolled.messages === 0) break;
  }
  return { endUsers: history.endUsers.length, messages: history.messages.length };
}

/** One chatbot's end-users, their visits, questions, hand-overs and (on WhatsApp) campaigns. */
function playBot(
  history: DemoHistory,
  bot: DemoBot,
  botIndex: number,
  { count, agents, fileIds, now }: { count: number; agents: DemoAgent[]; fileIds: string[]; now: number },
): void {
  const random = seededRandom(20_261_126 + botIndex);
  const people: DemoEndUser[] = [];
  for (let index = 0; index < count; index += 1) {
    // More customers arrive recently: the business grows.
    let daysAgo = Math.floor(ANALYTICS_HISTORY_DAYS * (1 - Math.sqrt(random())));
    while (!keepsDay(dayStartOf(now, daysAgo), random)) daysAgo = Math.max(0, daysAgo - 1);
    const joinedAt = momentOnDay(dayStartOf(now, daysAgo), random);
    if (joinedAt > now - 3_600_000) continue;
    const fullName = `${FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]} ${LAST_NAMES[Math.floor(random() * LAST_NAMES.length)]}`;
    const person: DemoEndUser = {
      id: randomUUID(),
      chatbotId: bot.id,
      channel: bot.channel,
      externalId: analyticsNumber(botIndex, index),
      fullName,
      joinedAt,
      lastAt: joinedAt,
      visits: 0,
      session: null,
    };
    people.push(person);
    let at = joinedAt;
    // A third come back, some several times.
    for (let visit = 0; visit < 6 && at < now - 3_600_000; visit += 1) {
      playOneVisit(history, bot, person, at, { random, agents, fileIds, first: visit === 0 });
      if (random() > (visit === 0 ? 0.35 : 0.5)) break;
      const nextDay = Math.floor((at - dayStartOf(now, 0)) / DAY_MS) + 1 + Math.floor(random() * 20);
      at = momentOnDay(dayStartOf(now, -nextDay), random);
    }
  }
  history.endUsers.push(...people);
  if (bot.channel !== 'whatsapp') return;
  const campaigns = demoBroadcasts(
    bot.id,
    people.map((person) => ({
      endUserId: person.id,
      phone: `+${person.externalId}`,
      joinedAt: person.joinedAt,
    })),
    (daysAgo) => dayStartOf(now, daysAgo),
    random,
  );
  history.broadcasts.push(...campaigns.broadcasts);
  history.messages.push(...campaigns.messages);
}

function playOneVisit(
  history: DemoHistory,
  bot: DemoBot,
  person: DemoEndUser,
  at: number,
  scope: { random: () => number; agents: DemoAgent[]; fileIds: string[]; first: boolean },
): void {
  const { random, agents, fileIds } = scope;
  person.visits += 1;
  // Returning customers ask GRIOT IA a question now and then instead of walking the menu.
  if (!scope.first && random() < 0.3) {
    const asked = assistantQuestion(bot.id, person.id, at, random, fileIds);
    history.messages.push(...asked.messages);
    history.calls.push(asked.call);
    person.lastAt = Math.max(person.lastAt, at + 4_000);
    if (asked.call.outcome === 'agent' || asked.call.outcome === 'unknown')
      handOver(
        history,
        bot,
        person,
        at + 5_000,
        asked.call.outcome === 'agent' ? 'griot' : 'customer',
        agents,
        random,
      );
    return;
  }
  const firstName = person.fullName.split(' ')[0] ?? '';
  const played = playVisit(
    bot,
    {
      endUserId: person.id,
      // id_user as the runtime gives it (buildGlobals): an A/B test splits its visitors by it.
      globals: {
        first_name: firstName,
        full_name: person.fullName,
        reply_phone: person.externalId,
        id_user: person.id,
      },
      session: person.session as never,
    },
    at,
    random,
    0.82,
  );
  person.session = played.session;
  history.messages.push(...played.messages);
  person.lastAt = Math.max(person.lastAt, played.end);
  if (played.outcome === 'handover' || random() < 0.06)
    handOver(
      history,
      bot,
      person,
      played.end + 2_000,
      played.outcome === 'handover' ? 'bot' : 'customer',
      agents,
      random,
    );
}

function handOver(
  history: DemoHistory,
  bot: DemoBot,
  person: DemoEndUser,
  at: number,
  reason: DemoEpisode['reason'],
  agents: DemoAgent[],
  random: () => number,
): void {
  if (agents.length === 0) return;
  const taken = agentEpisode(bot.id, person.id, at, reason, agents, random);
  history.messages.push(...taken.messages);
  history.episodes.push(taken.episode);
  person.lastAt = Math.max(person.lastAt, taken.episode.resolvedAt);
}

/**
 * The workspace's members who answer customers, each at the pace the team inbox's own episodes
 * show (seedDemoInbox: who answers faster stays faster), 1 for a member with none.
 */
async function demoAgents(db: Database, workspaceId: string): Promise<DemoAgent[]> {
  const members = await db.execute<{ id: string; median: number | null }>(sql`
    SELECT m.user_id AS id,
      (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM e.first_response_at - e.opened_at))
         FROM conversation_episodes e
         WHERE e.workspace_id = ${workspaceId} AND e.first_responder_id = m.user_id) AS median
    FROM workspace_members m WHERE m.workspace_id = ${workspaceId} ORDER BY m.user_id`);
  const medians = members.rows.flatMap((row) => (row.median === null ? [] : [Number(row.median)]));
  const team = medians.length > 0 ? medians.reduce((sum, median) => sum + median, 0) / medians.length : 0;
  return members.rows.map((row) => ({
    id: row.id,
    pace: row.median === null || team === 0 ? 1 : Math.min(1.6, Math.max(0.4, Number(row.median) / team)),
  }));
}

/** The demo's chatbots that have a flow, each as the runtime sees it. */
async function loadBots(db: Database, workspaceId: string, names: readonly string[]): Promise<DemoBot[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ id: chatbots.id, name: chatbots.botName, type: chatbots.type, variables: chatbots.variables })
    .from(chatbots)
    .where(and(eq(chatbots.workspaceId, workspaceId), inArray(chatbots.botName, [...names])));
  const [workspace] = await db
    .select({ timeZone: sql<string | null>`${workspaces.inboxSettings} -> 'business_hours' ->> 'timezone'` })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  const bots: DemoBot[] = [];
  for (const name of names) {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) continue;
    const stored = await db.select().from(blocks).where(eq(blocks.chatbotId, row.id));
    const engineBlocks = stored.map(
      (block): EngineBlock => ({
        idblock: block.idblock,
        category: block.category,
        type: block.type,
        assistantSwitch: block.assistantSwitch,
        flow: parseRuntimeFlow(block.flow).flow,
      }),
    );
    bots.push({
      id: row.id,
      channel: row.type,
      blocks: engineBlocks,
      variables: row.variables,
      timeZone: workspaceTimeZone(workspace?.timeZone),
    });
  }
  return bots;
}

/** Numbers of the history's customers (77 6xx xx xx: none of the other seeds'). */
export function analyticsNumber(botIndex: number, index: number): string {
  return `2217760${botIndex}${String(index).padStart(4, '0')}`;
}
