import { type ContractRoute, listContractRoutes } from '@griot/contract/contractRoutes';
import { generateIdblock } from '@griot/contract/flows/idblock';
import { messages } from '@griot/contract/messages';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../test/buildTestServer';
import { buildAccount, buildChatbot, loginAs } from '../test/factories';

/**
 * Property-based fuzzing of every call of the contract, generated from its input schema: the
 * keys it expects filled with valid-looking, boundary and hostile values (wrong types, huge and
 * NUL-laden strings, deep nesting, unicode, path traversal, SQL and template fragments), path
 * parameters included, as the chatbot's owner so handlers go deep. For every answer: never a 5xx,
 * every refusal a French `{ success: false, error, message }` without stack or SQL, and a refused
 * call changes no row. FUZZ_RUNS (default 10,000 per run, spread across the routes) and
 * FUZZ_SEED replay or lengthen a run; the seed is printed.
 */
const testServer = useTestServer();
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '1; SELECT pg_sleep(10)',
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${process.exit()}',
  '__proto__',
  'constructor',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  'http://[::1]:5432/',
  'file:///etc/passwd',
  '%00',
  '%zz',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  'ﷺ𝕏😀\u202Eevil',
  'e\u0301'.repeat(50),
  'a'.repeat(70_000),
  '😀'.repeat(5_000),
  '00000000-0000-0000-0000-000000000000',
  'SUPPRIMER ',
];

const deepNesting = (depth: number): unknown => {
  let value: unknown = 'fond';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? { a: value } : [value];
  return value;
};

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uuid() },
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(deepNesting(200), deepNesting(3_000), Number.MAX_SAFE_INTEGER + 2, -0),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;

interface World {
  server: TestServer;
  email: string;
  auth: { authorization: string };
  ids: Record<string, string>;
}

describe('fuzzing every contract route from its input schema', () => {
  it(`answers ${TOTAL_RUNS} hostile calls without a 5xx, in French, changing nothing when refusing`, {
    timeout: 900_000,
  }, async () => {
    const world = await buildWorld(testServer());
    // Without workers, rows change only through the calls themselves: a web-chat message accepted
    // by one case is not processed in the middle of the next, refused, one.
    await world.server.runtime.stop();
    const routes = listContractRoutes();
    const runsPerRoute = Math.max(1, Math.ceil(TOTAL_RUNS / routes.length));
    console.log(`contract fuzzing: seed ${SEED}, ${routes.length} routes × ${runsPerRoute} cases`);
    const failures: string[] = [];
    let calls = 0;
    const changes = await watchRowChanges(world);
    let fingerprint = await changes.count();
    for (const route of routes) {
      const result = await fc.check(
        fc.asyncProperty(requestFor(route, world), async (request) => {
          try {
            const response = await world.server.app.inject({
              ...request,
              headers: { ...request.headers, ...world.auth },
            });
            calls += 1;
            const problem = checkAnswer(
              response.statusCode,
              String(response.headers['content-type']),
              response.body,
            );
            if (problem) return report(failures, route, request, `${response.statusCode}: ${problem}`);
            const after = await changes.count();
            const changed = after !== fingerprint;
            fingerprint = after;
            if (response.statusCode >= 400 && changed)
              return report(failures, route, request, `refused (${response.statusCode}) yet rows changed`);
            return true;
          } catch (error) {
            return report(failures, route, request, `the call threw: ${String(error).slice(0, 300)}`);
          }
        }),
        { seed: SEED, numRuns: runsPerRoute, endOnFailure: true },
      );
      if (result.numRuns < runsPerRoute && !result.failed)
        failures.push(`${route.key}: only ${result.numRuns} of ${runsPerRoute} cases ran`);
      // A case of the logout call may have ended the session: the next routes need one.
      await keepSession(world);
    }
    console.log(`contract fuzzing: ${calls} calls, ${failures.length} failures`);
    expect(failures.slice(0, 20)).toEqual([]);
  });
});

interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A request of this route: its path parameters, then a query or a body from its input's keys. */
function requestFor(route: ContractRoute, world: World): fc.Arbitrary<FuzzRequest> {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const keys = inputKeys(route.procedure['~orpc'].inputSchema).filter((key) => !names.includes(key));
  const param = (name: string) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(world.ids[name] ?? 'inconnu') },
      { weight: 1, arbitrary: hostileString.filter((value) => value.length < 2_000) },
    );
  const fieldValue = (key: string) =>
    fc.oneof(
      { weight: 3, arbitrary: hostileValue },
      { weight: 1, arbitrary: fc.constant(world.ids[key] ?? 'valeur') },
    );
  const fields = fc.record(Object.fromEntries(keys.map((key) => [key, fieldValue(key)])), {
    requiredKeys: [],
  });
  const extra = fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 });
  const bodyKind = fc.constantFrom(
    'json',
    'json',
    'json',
    'raw-text',
    'bad-json',
    'multipart',
    'bad-multipart',
  );
  return fc
    .tuple(fc.tuple(...names.map(param)), fields, extra, bodyKind, fc.uint8Array({ maxLength: 64 }))
    .map(([params, values, more, kind, bytes]) => {
      const path = names.reduce(
        (current, name, index) => current.replace(`{${name}}`, encodePathPart(params[index] ?? '')),
        route.path,
      );
      const input = { ...more, ...values };
      const method = route.method as FuzzRequest['method'];
      if (method === 'GET') {
        const query = new URLSearchParams(
          Object.entries(input).map(([key, value]) => [
            key,
            typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
          ]),
        );
        return { method, url: `/api${path}?${query}`.slice(0, 60_000), headers: {} };
      }
      return { method, url: `/api${path}`, ...encodeBody(kind, input, bytes) };
    });
}

function encodeBody(
  kind: string,
  input: Record<string, unknown>,
  bytes: Uint8Array,
): { headers: Record<string, string>; payload: string | Buffer } {
  if (kind === 'raw-text')
    return { headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(input) };
  if (kind === 'bad-json') return { headers: { 'content-type': 'application/json' }, payload: '{"a":' };
  if (kind === 'bad-multipart')
    return { headers: { 'content-type': 'multipart/form-data; boundary=zz' }, payload: '{' };
  if (kind === 'multipart') {
    const boundary = 'griotfuzz';
    const parts = Object.entries(input).map(
      ([key, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${key.replace(/["\r\n]/g, '')}"; filename="f.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${typeof value === 'string' ? value : Buffer.from(bytes).toString('latin1')}\r\n`,
    );
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8'),
    };
  }
  return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(input) };
}

/** Percent-encodes a path part; a lone surrogate becomes the invalid UTF-8 a client could send. */
function encodePathPart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

/** The keys of an input schema (zod 4 objects, optional or not). */
function inputKeys(schema: unknown): string[] {
  let current = schema as
    | { _zod?: { def: { type: string; innerType?: unknown; shape?: object } } }
    | undefined;
  while (current?._zod && ['optional', 'nullable', 'default', 'pipe'].includes(current._zod.def.type))
    current = current._zod.def.innerType as typeof current;
  return current?._zod?.def.type === 'object' ? Object.keys(current._zod.def.shape ?? {}) : [];
}

const ENGLISH =
  /\b(expected|received|invalid|required|must|should|cannot|unexpected|error|failed|not found)\b/i;
const LEAKS =
  /(\bat .+:\d+:\d+|syntax error|violates|relation "|column "|duplicate key|postgres|drizzle|node_modules|SELECT |INSERT INTO)/i;

/** What is wrong with an answer, or undefined. */
function checkAnswer(status: number, contentType: string | undefined, body: string): string | undefined {
  if (status >= 500) {
    if (status === 503 && body.includes(messages.common.overloaded)) return undefined;
    return `server error ${body.slice(0, 200)}`;
  }
  if (LEAKS.test(body)) return `leaks internals: ${body.slice(0, 200)}`;
  if (status < 400) return undefined;
  if (!String(contentType).includes('application/json')) return `refusal not JSON: ${contentType}`;
  let parsed: { success?: unknown; error?: unknown; message?: unknown };
  try {
    parsed = JSON.parse(body);
  } catch {
    return `refusal not JSON: ${body.slice(0, 100)}`;
  }
  if (parsed.success !== false || typeof parsed.error !== 'string' || typeof parsed.message !== 'string')
    return `refusal not { success: false, error, message }: ${body.slice(0, 200)}`;
  if (ENGLISH.test(parsed.message)) return `refusal not in French: ${parsed.message}`;
  return undefined;
}

function report(failures: string[], route: ContractRoute, request: FuzzRequest, problem: string): boolean {
  const payload =
    typeof request.payload === 'string' ? request.payload : (request.payload?.toString('latin1') ?? '');
  failures.push(
    `${route.key} ${request.method} ${request.url.slice(0, 200)} ${payload.slice(0, 200)} → ${problem}`,
  );
  return false;
}

/** The owner of a web chatbot with a standard block; its ids fill path parameters by name. */
async function buildWorld(server: TestServer): Promise<World> {
  const account = await buildAccount(server);
  const chatbotId = await buildChatbot(server, account.workspaceId, {
    bot_name: 'Cible',
    type: 'web',
    status: 'active',
  });
  const idblock = generateIdblock('Cible');
  const created = await server.app.inject({
    method: 'POST',
    url: `/api/strong/create/flow/${chatbotId}`,
    headers: account.auth,
    payload: { name: 'Cible', idblock },
  });
  expect(created.statusCode).toBe(200);
  return {
    server,
    email: account.user.email,
    auth: account.auth,
    ids: {
      id: chatbotId,
      idchatbot: chatbotId,
      chatbotId,
      chatbot_id: chatbotId,
      idbotget: chatbotId,
      blockId: idblock,
      idblock,
      blocktype: 'standard',
      type: 'standard',
      kind: 'blocks',
      usertel: 'visiteur-inconnu',
      revision: '1',
    },
  };
}

async function keepSession(world: World): Promise<void> {
  const me = await world.server.app.inject({
    method: 'GET',
    url: '/api/strong/auth/me',
    headers: world.auth,
  });
  if (me.statusCode === 401)
    world.auth = { authorization: `Bearer ${await loginAs(world.server.app, world.email)}` };
}

/** workspace_members.last_active_at: the only column of that name, moved by resolveSession. */
const MOVES_WITH_SESSION = 'last_active_at';

/**
 * Counts the rows a call really changed, so "a refused call changed nothing" is checked after each
 * one: a row trigger on every table (of this test's own database) adds one to a counter for each
 * row inserted, deleted, or updated to different values. The counter is a table row, so a change
 * rolled back is not counted, as it changed nothing. Counters of requests, sessions and captchas
 * move on refused calls by design and are left out, and so does a member's last activity in the
 * workspace (touched with the session, whatever the call answers). One read per call instead of
 * hashing every table: the fuzzer took 10 minutes of CI that way.
 */
async function watchRowChanges(world: World): Promise<{ count: () => Promise<string> }> {
  const { db } = world.server;
  const tables = (
    await db.execute<{ table_name: string }>(sql`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('rate_limit_counters', 'sessions', 'captcha_challenges', 'known_devices',
                               '__drizzle_migrations')
      ORDER BY table_name`)
  ).rows.map((row) => row.table_name);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS fuzz_changes (n bigint NOT NULL)`);
  await db.execute(sql`INSERT INTO fuzz_changes SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM fuzz_changes)`);
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION fuzz_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE fuzz_changes SET n = n + 1;
      RETURN NULL;
    END $$`);
  for (const table of tables) {
    const name = sql.identifier(table);
    const trigger = sql.identifier(`fuzz_${table}`.slice(0, 60));
    await db.execute(sql`DROP TRIGGER IF EXISTS ${trigger} ON ${name}`);
    await db.execute(sql`
      CREATE TRIGGER ${trigger} AFTER INSERT OR DELETE ON ${name}
      FOR EACH ROW EXECUTE FUNCTION fuzz_count_change()`);
    const updated = sql.identifier(`fuzz_${table}_u`.slice(0, 60));
    await db.execute(sql`DROP TRIGGER IF EXISTS ${updated} ON ${name}`);
    await db.execute(sql`
      CREATE TRIGGER ${updated} AFTER UPDATE ON ${name} FOR EACH ROW
      WHEN ((to_jsonb(OLD) - ${sql.raw(`'${MOVES_WITH_SESSION}'`)}) IS DISTINCT FROM (to_jsonb(NEW) - ${sql.raw(`'${MOVES_WITH_SESSION}'`)}))
      EXECUTE FUNCTION fuzz_count_change()`);
  }
  const count = async () =>
    String((await db.execute<{ n: string }>(sql`SELECT n::text FROM fuzz_changes`)).rows[0]?.n ?? '');
  // The watch itself must see a change and ignore a write of the same values, or the fuzzer could
  // not fail.
  const before = await count();
  await db.execute(sql`UPDATE chatbots SET bot_name = bot_name WHERE id = ${world.ids.id}`);
  expect(await count()).toBe(before);
  await db.execute(sql`UPDATE chatbots SET bot_name = 'Cible 2' WHERE id = ${world.ids.id}`);
  await db.execute(sql`UPDATE chatbots SET bot_name = 'Cible' WHERE id = ${world.ids.id}`);
  expect(Number(await count())).toBe(Number(before) + 2);
  return { count };
}
