import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { createGraphClient, type GraphAnswer, type GraphTarget } from './graphClient';
import { readTemplateModels } from './readTemplateModels';

/** Templates change rarely and Meta allows about 200 management calls an hour: read at most this often. */
const CACHE_MS = 5 * 60_000;

export interface TemplateSource extends GraphTarget {
  wabaId: string;
  accessToken: string | undefined;
}

export class TemplatesUnavailableError extends Error {}

/**
 * The chatbot's broadcast models: the approved templates of its WhatsApp Business Account, from
 * `GET /{waba_id}/message_templates`, kept in broadcast_template_cache for five minutes (`refresh`
 * reads Graph now). A chatbot without a WABA id has none. Graph unreachable: the last cached list,
 * else TemplatesUnavailableError.
 */
export async function loadBroadcastModels(
  db: Database,
  chatbotId: string,
  source: TemplateSource,
  options: { refresh?: boolean } = {},
): Promise<BroadcastModel[]> {
  if (source.wabaId === '' || !source.accessToken) return [];
  const cached = await db.execute<{ templates: unknown; fresh: boolean }>(sql`
    SELECT templates, fetched_at > now() - make_interval(secs => ${CACHE_MS / 1000}) AS fresh
    FROM broadcast_template_cache WHERE chatbot_id = ${chatbotId} AND waba_id = ${source.wabaId}`);
  const row = cached.rows[0];
  if (row?.fresh && !options.refresh) return readTemplateModels(row.templates);
  const fetched = await fetchTemplates(source);
  if (!fetched) {
    if (row) return readTemplateModels(row.templates);
    throw new TemplatesUnavailableError('message_templates unreachable');
  }
  await db.execute(sql`
    INSERT INTO broadcast_template_cache (chatbot_id, waba_id, templates, fetched_at)
    VALUES (${chatbotId}, ${source.wabaId}, ${JSON.stringify(fetched)}::jsonb, now())
    ON CONFLICT (chatbot_id) DO UPDATE SET waba_id = excluded.waba_id, templates = excluded.templates,
      fetched_at = excluded.fetched_at`);
  return readTemplateModels(fetched);
}

/** Every page of templates (Graph pages with `paging.next`), or undefined when Graph failed. */
async function fetchTemplates(source: TemplateSource): Promise<unknown[] | undefined> {
  const graph = createGraphClient(source);
  const call = { token: source.accessToken };
  const all: unknown[] = [];
  let answer: GraphAnswer | undefined = await graph.get(
    `${encodeURIComponent(source.wabaId)}/message_templates`,
    { ...call, query: { limit: '100' } },
  );
  for (let page = 0; answer && page < 20; page += 1) {
    const body = answer.body as { data?: unknown; paging?: { next?: unknown } } | undefined;
    if (answer.status !== 200 || !body || !Array.isArray(body.data)) return undefined;
    all.push(...body.data);
    const next = body.paging?.next;
    answer = typeof next === 'string' && page < 19 ? await graph.follow(next, call) : undefined;
  }
  return all;
}
