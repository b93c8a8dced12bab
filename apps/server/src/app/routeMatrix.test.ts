import { type ContractRoute, listContractRoutes } from '@griot/contract/contractRoutes';
import { generateIdblock } from '@griot/contract/flows/idblock';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession } from '../api/sessions';
import { buildWhatsAppAccount } from '../features/whatsappAccounts/buildWhatsAppAccount';
import { catchUpActivity } from '../lib/activityBacklog';
import { type TestServer, useTestServer } from '../test/buildTestServer';
import { buildAccount, buildChatbot } from '../test/factories';
import { fileOf, multipart, tinyPng } from '../test/multipart';
import { type OwnerIds, type RouteRequestParts, routeDescriptions } from '../test/routeDescriptions';
import { eventually } from '../test/webhookKit';

/**
 * Every call of the contract, walked from the contract itself (a call added tomorrow is covered
 * without writing a test, and fails here until routeDescriptions.ts says what it is):
 * - as a second account with the first account's ids → 404, and no row of the first account moves;
 * - without a session, with a garbage token, with a revoked token → 401.
 */
const testServer = useTestServer();
const routes = listContractRoutes();

describe('every contract route is described', () => {
  it('has a description, and every description names a route of the contract', () => {
    const keys = new Set(routes.map((route) => route.key));
    const undescribed = [...keys].filter((key) => !(key in routeDescriptions));
    expect(undescribed, 'describe these routes in apps/server/src/test/routeDescriptions.ts').toEqual([]);
    const stale = Object.keys(routeDescriptions).filter((key) => !keys.has(key));
    expect(stale, 'these descriptions name no route of the contract').toEqual([]);
  });
});

describe('ownership matrix: another account’s ids answer 404 and move nothing', () => {
  it('holds for every route that takes an id', async () => {
    const server = testServer();
    const owner = await buildOwnerWorld(server);
    // The intruder has a world of its own: mixing its chatbot with the owner's block or
    // conversation must not reach them either.
    const intruder = await buildOwnerWorld(server);
    // The runtime's own work on both worlds ends first (the web visitor's round, the figures it
    // leaves to the activity catch-up): only what the intruder's calls do may show below.
    await eventually(async () => {
      const { rows } = await server.db.execute<{ pending: number }>(
        sql`SELECT count(*)::int AS pending FROM inbox WHERE status = 'pending' AND available_at <= now()`,
      );
      return rows[0]?.pending === 0;
    });
    await catchUpActivity(server.db, { wait: true });
    const before = await snapshotOwnerRows(server, owner);
    let cases = 0;
    const failures: string[] = [];
    for (const route of routes) {
      const description = routeDescriptions[route.key];
      if (description?.kind !== 'owned') continue;
      const attempts = [
        buildRequest(route, owner, description.request?.(owner) ?? {}),
        ...mixedIdParams(route).map((param) => {
          const parts = description.request?.(intruder) ?? {};
          return buildRequest(route, intruder, {
            ...parts,
            params: { ...parts.params, [param]: idForParam(param, owner) ?? '' },
          });
        }),
      ];
      for (const request of attempts) {
        const response = await server.app.inject({
          ...request,
          headers: { ...request.headers, ...intruder.auth },
        });
        cases += 1;
        const body = safeJson(response.body);
        if (response.statusCode !== 404 || body?.success !== false || typeof body.message !== 'string')
          failures.push(
            `${route.key} ${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshotOwnerRows(server, owner)).toEqual(before);
    const owned = routes.filter((route) => routeDescriptions[route.key]?.kind === 'owned').length;
    console.log(`ownership matrix: ${owned} routes × foreign ids → ${cases} cases, all 404, nothing moved`);
    expect(cases).toBeGreaterThanOrEqual(owned);
  });

  it('answers the owner on the same requests (the matrix calls real routes, not typos)', async () => {
    const server = testServer();
    const owner = await buildOwnerWorld(server);
    const failures: string[] = [];
    for (const route of routes) {
      const description = routeDescriptions[route.key];
      if (description?.kind !== 'owned' || description.ownerSkip) continue;
      const request = buildRequest(route, owner, description.request?.(owner) ?? {});
      const response = await server.app.inject({
        ...request,
        headers: { ...request.headers, ...owner.auth },
      });
      if (response.statusCode >= 400)
        failures.push(
          `${route.key} ${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 160)}`,
        );
    }
    expect(failures).toEqual([]);
  });
});

describe('authentication matrix: no session, a garbage token, a revoked token → 401', () => {
  it('holds for every route behind a session', async () => {
    const server = testServer();
    const owner = await buildOwnerWorld(server);
    const revoked = await buildAccount(server);
    await server.app.inject({
      method: 'POST',
      url: '/api/strong/auth/logout',
      headers: revoked.auth,
      payload: {},
    });
    const variants: Record<string, Record<string, string>> = {
      'no token': {},
      'garbage token': { authorization: 'Bearer grt_0000000000000000000000000000000000000000000' },
      'not a bearer': { authorization: 'Basic dXNlcjpwYXNz' },
      'empty bearer': { authorization: 'Bearer ' },
      'revoked token': revoked.auth,
    };
    let cases = 0;
    const failures: string[] = [];
    const guarded = routes.filter((route) => routeDescriptions[route.key]?.kind !== 'public');
    for (const route of guarded) {
      const description = routeDescriptions[route.key];
      const request = buildRequest(
        route,
        owner,
        description?.kind === 'owned' ? (description.request?.(owner) ?? {}) : {},
      );
      for (const [name, headers] of Object.entries(variants)) {
        const response = await server.app.inject({ ...request, headers: { ...request.headers, ...headers } });
        cases += 1;
        if (response.statusCode !== 401)
          failures.push(`${route.key} (${name}) → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    console.log(
      `authentication matrix: ${guarded.length} routes × ${Object.keys(variants).length} token variants → ${cases} cases, all 401`,
    );
  });
});

/** What the first account owns: a web chatbot with a standard block, a revision and a conversation. */
async function buildOwnerWorld(server: TestServer): Promise<OwnerIds> {
  const account = await buildAccount(server);
  const chatbotId = await buildChatbot(server, account.workspaceId, {
    bot_name: 'Boutique privée',
    type: 'web',
    status: 'active',
  });
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await server.app.inject({ method, url: `/api${url}`, headers: account.auth, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const idblock = generateIdblock('Catalogue');
  await call('POST', `/strong/create/flow/${chatbotId}`, { name: 'Catalogue', idblock });
  await call('POST', `/update/flow/${chatbotId}/${idblock}/standard`, {
    flow: [{ type: 'text', message: 'Nos pagnes', preview_url: false }],
  });
  const defaults = await call('GET', `/strong/get/${chatbotId}/default`);
  const { revisions } = await call('GET', `/strong/flow/${chatbotId}/${idblock}/revisions`);
  const visitor = await call('POST', `/webchat/${chatbotId}/session`, {});
  await call('POST', `/webchat/${chatbotId}/messages`, {
    ...visitor.session,
    event: { type: 'text', text: 'Bonjour' },
  });
  const usertel: string = visitor.session.visitor_id;
  // The visitor's message, once the runtime stored it: routes about one message use its id.
  const message = await eventually(async () => {
    const rows = await server.db.execute<{ id: string }>(
      sql`SELECT m.id FROM messages m WHERE m.chatbot_id = ${chatbotId} ORDER BY m.seq LIMIT 1`,
    );
    return rows.rows[0];
  });
  const avatar = await multipart({
    chatbot_id: chatbotId,
    avatar: fileOf(tinyPng(), 'avatar.png', 'image/png'),
  });
  // A second device of the owner: the session another account must not be able to end.
  await createSession(server.db, account.user.id, {
    ip: '198.51.100.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  });
  const [otherSession] = (
    await server.db.execute<{ id: string }>(
      sql`SELECT id FROM sessions WHERE user_id = ${account.user.id} ORDER BY created_at DESC LIMIT 1`,
    )
  ).rows;
  const [invoice] = (
    await server.db.execute<{ id: string }>(sql`
      INSERT INTO invoices (workspace_id, number, plan_id, period_start, period_end, amount_cents, currency, status)
      VALUES (${account.workspaceId}, ${`GRT-T-${account.user.id.slice(0, 8)}`}, 'premium', '2026-10-01', '2026-10-31', 2999, 'EUR', 'paid')
      RETURNING id`)
  ).rows;
  const whatsappAccountId = await buildWhatsAppAccount(server, account.user.id);
  return {
    whatsappAccountId,
    invoiceId: invoice?.id ?? '',
    sessionId: otherSession?.id ?? '',
    avatarUpload: { payload: avatar.payload, headers: avatar.headers },
    userId: account.user.id,
    auth: account.auth,
    chatbotId,
    idblock,
    defaultIdblock: defaults.defaultblock[0].idblock,
    usertel,
    messageId: message.id,
    revision: revisions[0].revision,
  };
}

interface InjectRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer | object;
}

/** The request of a route with the owner's ids in its path; the description adds query or body. */
function buildRequest(route: ContractRoute, owner: OwnerIds, extra: RouteRequestParts): InjectRequest {
  const path = route.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = extra.params?.[name] ?? idForParam(name, owner);
    if (value === undefined)
      throw new Error(`${route.key}: no value for the path parameter {${name}}: describe it`);
    return encodeURIComponent(value);
  });
  const query = extra.query ? `?${new URLSearchParams(extra.query)}` : '';
  const method = route.method as InjectRequest['method'];
  if (extra.raw)
    return { method, url: `/api${path}${query}`, headers: extra.raw.headers, payload: extra.raw.payload };
  return {
    method,
    url: `/api${path}${query}`,
    headers: {},
    ...(method === 'GET' ? {} : { payload: extra.body ?? {} }),
  };
}

/** The id parameters of a path that names several ids (a chatbot and its block, its conversation…). */
function mixedIdParams(route: ContractRoute): string[] {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const ids = names.filter((name) => ID_PARAMS.has(name));
  return ids.length > 1 ? ids : [];
}

const ID_PARAMS = new Set(['id', 'idchatbot', 'chatbotId', 'blockId', 'idblock', 'usertel', 'messageId']);

/** Path parameters named like ids, whatever the spec called them on each call. */
function idForParam(name: string, owner: OwnerIds): string | undefined {
  const table: Record<string, string | undefined> = {
    id: owner.chatbotId,
    idchatbot: owner.chatbotId,
    chatbotId: owner.chatbotId,
    blockId: owner.idblock,
    idblock: owner.idblock,
    usertel: owner.usertel,
    messageId: owner.messageId,
    revision: String(owner.revision),
  };
  return table[name];
}

/**
 * Every row of the first account, from every table with an owner, user or chatbot column (found
 * in the catalogue, so a table added later is watched too), sorted so the order of reads does not
 * matter.
 */
async function snapshotOwnerRows(server: TestServer, owner: OwnerIds): Promise<Record<string, string[]>> {
  const columns = (
    await server.db.execute<{ table_name: string; column_name: string }>(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name IN ('owner_id', 'user_id', 'chatbot_id')`)
  ).rows;
  const snapshot: Record<string, string[]> = {};
  for (const { table_name, column_name } of columns) {
    // Counters of the owner's own requests are not data an intruder could move; of its sessions,
    // only whether each is revoked is (their last use moves with the owner's own calls).
    if (table_name === 'rate_limit_counters') continue;
    const value = column_name === 'chatbot_id' ? owner.chatbotId : owner.userId;
    const shown =
      table_name === 'sessions'
        ? sql`json_build_object('id', t.id, 'revoked_at', t.revoked_at)`
        : sql`row_to_json(t)`;
    const rows = await server.db.execute<{ row: string }>(
      sql`SELECT ${shown}::text AS row FROM ${sql.identifier(table_name)} t WHERE ${sql.identifier(column_name)}::text = ${value}`,
    );
    snapshot[`${table_name}.${column_name}`] = rows.rows.map((row) => row.row).sort();
  }
  return snapshot;
}

function safeJson(text: string): { success?: unknown; message?: unknown } | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
