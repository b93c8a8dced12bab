import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { campaignLauncher } from '../../../../app/campaignLauncher';
import type { TestServer } from '../../../../test/buildTestServer';
import { CampaignScheduler } from '../CampaignScheduler';
import { instantToLocal } from '../recurrence';

export { everyone, promo, sendsTo, world } from '../../../broadcasts/test/broadcastTestKit';

type Auth = { authorization: string };

/** A segment of the customers whose 'city' variable is `city`. */
export const inCity = (city: string) =>
  JSON.stringify([{ idvariable: 'city', comparison: '=', value: city, operator: null }]);

/** 'bienvenue': a template without placeholders (variant B of the A/B tests). */
export const welcome = { title: 'bienvenue', langage: 'fr', parameters: [] };

export async function call(
  server: TestServer,
  auth: Auth,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return server.app.inject({ method, url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}) });
}

export async function createCampaign(server: TestServer, auth: Auth, body: object) {
  return call(server, auth, 'POST', '/broadcasts', body);
}

export async function listCampaigns(server: TestServer, auth: Auth, query = '') {
  const response = await call(server, auth, 'GET', `/broadcasts${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Array<Record<string, unknown>>; nextCursor: string | null };
}

export async function setTimeZone(server: TestServer, workspaceId: string, timeZone: string) {
  await server.db.execute(sql`
    UPDATE workspaces SET inbox_settings = inbox_settings || jsonb_build_object('business_hours',
      coalesce(inbox_settings->'business_hours', '{}'::jsonb) || jsonb_build_object('timezone', ${timeZone}::text))
    WHERE id = ${workspaceId}`);
}

/** A local 'YYYY-MM-DDTHH:mm' of `timeZone`, `minutes` from now. */
export const localIn = (timeZone: string, minutes: number) =>
  instantToLocal(Date.now() + minutes * 60_000, timeZone);

/** What schedulers of the tests reported failing (each test expects none). */
export const schedulerErrors: unknown[] = [];

/** A scheduler of its own (the test server starts none), with a clock the test may move. */
export function scheduler(server: TestServer, clock: () => number = Date.now, pollMs = 200) {
  return new CampaignScheduler({
    db: server.db,
    launcher: campaignLauncher,
    now: clock,
    pollMs,
    onError: (error) => schedulerErrors.push(error),
    onStarted: () => server.runtime.worker(campaignLauncher.senderWorker)?.wake(),
  });
}

/** The template each send of the fake named, by recipient phone. */
export function templatesSent(sent: ReadonlyArray<{ body: Record<string, unknown> }>): Map<string, string> {
  const byPhone = new Map<string, string>();
  for (const { body } of sent)
    if (body.type === 'template')
      byPhone.set(String(body.to), String((body.template as { name?: string }).name));
  return byPhone;
}

export async function countRows(
  server: TestServer,
  table: 'campaign_plans' | 'broadcasts',
  workspaceId: string,
) {
  const { rows } = await server.db.execute<{ count: number }>(
    table === 'campaign_plans'
      ? sql`SELECT count(*)::int AS count FROM campaign_plans WHERE workspace_id = ${workspaceId}`
      : sql`SELECT count(*)::int AS count FROM broadcasts b JOIN chatbots c ON c.id = b.chatbot_id WHERE c.workspace_id = ${workspaceId}`,
  );
  return rows[0]?.count ?? 0;
}
