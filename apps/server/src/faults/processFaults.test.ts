import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '@griot/db/migrateDatabase';
import { sql } from 'drizzle-orm';
import { Pool } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/webhookKit';
import { useFaultWorld } from './faultWorld';
import { callJson, startOwnPostgres, startServerProcess, uniqueSuffix } from './serverProcess';
import { deliverText, repliesByEndUser, setUpWhatsAppBot } from './whatsAppWorld';

/**
 * Faults survived by the real server process (`npm start`'s command) on a PostgreSQL of its own:
 * kill -9 while webhooks are processed and while flows are saved, PostgreSQL restarted under it,
 * and two processes sharing one database. Each case restarts with the same command and data dir.
 */
const world = useFaultWorld('faults', {
  RUNTIME_WORKERS: '2',
  // Meta reports a send it accepted within seconds of the server being back (the fake retries its
  // status pushes for about a minute); the test need not wait the default minute.
  INTERRUPTED_SEND_WAIT_SECONDS: '10',
});
let chatbotId: string;
let token: string;

beforeAll(async () => {
  ({ chatbotId, token } = await setUpWhatsAppBot(world.server.url, world.database.db));
  world.fake.webhookUrl = `${world.server.url}/api/pipeline/whatsapp/${chatbotId}`;
});

/** Each user sends its messages in order; a delivery the server did not acknowledge is delivered again. */
async function converse(
  users: string[],
  messagesPerUser: number,
  target: (index: number) => string,
  tag: string,
): Promise<void> {
  await Promise.all(
    users.map(async (from) => {
      for (let index = 0; index < messagesPerUser; index += 1) {
        const message = { from, text: `m${index}`, wamid: `wamid.${tag}.${from}.${index}` };
        for (let attempt = 0; ; attempt += 1) {
          if ((await deliverText(target(index), chatbotId, message)) === 200) break;
          if (attempt > 200) throw new Error(`delivery of ${message.wamid} never acknowledged`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    }),
  );
}

const expectedReplies = (count: number) => [
  'Bienvenue Awa',
  ...Array.from({ length: count - 1 }, (_, index) => `Reçu : m${index + 1}`),
];

async function expectEveryReplyOnce(users: string[], messagesPerUser: number): Promise<void> {
  await eventually(async () => {
    const byEndUser = repliesByEndUser(world.fake.sent);
    return users.every((from) => (byEndUser.get(from)?.length ?? 0) >= messagesPerUser);
  }, 90_000);
  // Time for a duplicate to show up, if the restart were to send anything twice.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const byEndUser = repliesByEndUser(world.fake.sent);
  for (const from of users) expect(byEndUser.get(from), from).toEqual(expectedReplies(messagesPerUser));
}

/**
 * After a kill -9 every reply goes out exactly once: a send the crash caught while it was with
 * Graph waits for Meta's status webhook, which names our message id; it is sent again only if
 * Graph never had it.
 */
async function expectEveryReplyOnceAfterCrash(users: string[], messagesPerUser: number): Promise<void> {
  await expectEveryReplyOnce(users, messagesPerUser);
  const interrupted = (
    await world.database.db.execute<{ waited: number; open: number }>(sql`
      SELECT count(*) FILTER (WHERE error->>'title' = 'Interrupted' OR attempts > 1)::int AS waited,
             count(*) FILTER (WHERE status = 'queued' OR sending_at IS NOT NULL)::int AS open
      FROM messages WHERE chatbot_id = ${chatbotId} AND direction = 'out'`)
  ).rows[0];
  expect(interrupted?.open).toBe(0);
  console.log(
    `kill -9 under ${users.length * messagesPerUser} messages: ${users.length * messagesPerUser} replies, each sent once (0 duplicates, 0 lost; ${interrupted?.waited ?? 0} caught mid-send, settled by Meta's status or sent again)`,
  );
}

const newUsers = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `${prefix}${String(index).padStart(4, '0')}`);

describe('kill -9 of the server', () => {
  it('while webhooks are processed: after a restart, every message is answered exactly once', {
    timeout: 240_000,
  }, async () => {
    const users = newUsers(20, '22177100');
    let acknowledged = 0;
    let current = world.server;
    let restarted: Promise<void> | undefined;
    const killAndRestart = async () => {
      await current.kill('SIGKILL');
      current = await startServerProcess({
        ...world.serverEnv(),
        port: Number(new URL(world.server.url).port),
      });
      world.server = current;
    };
    await Promise.all(
      users.map(async (from) => {
        for (let index = 0; index < 10; index += 1) {
          const message = { from, text: `m${index}`, wamid: `wamid.kill.${from}.${index}` };
          for (;;) {
            const status = await deliverText(current.url, chatbotId, message);
            if (status === 200) break;
            // Meta delivers again what was not acknowledged.
            await (restarted ?? new Promise((resolve) => setTimeout(resolve, 200)));
          }
          acknowledged += 1;
          if (acknowledged === 80 && !restarted) restarted = killAndRestart();
        }
      }),
    );
    await restarted;
    expect(restarted).toBeDefined();
    await expectEveryReplyOnceAfterCrash(users, 10);
  });

  it('while flows are saved: each block holds one whole save, its latest revision', {
    timeout: 120_000,
  }, async () => {
    const tree = (await callJson(
      world.server.url,
      'GET',
      `/strong/get/chatbot/${chatbotId}/flow`,
      undefined,
      token,
    )) as {
      flow: { blocks: Array<{ idblock: string }> };
    };
    // A block of its own, so the conversations above keep their flows.
    const idblock = `1761000${uniqueSuffix()}000-ab12cd`.slice(0, 20);
    await callJson(
      world.server.url,
      'POST',
      `/strong/create/flow/${chatbotId}`,
      { name: 'Sous tension', idblock },
      token,
    );
    expect(tree.flow.blocks).toBeDefined();
    const versions = Array.from({ length: 30 }, (_, index) =>
      Array.from({ length: 40 }, (_, element) => ({
        type: 'text',
        message: `Version ${index}, élément ${element}`,
        preview_url: false,
      })),
    );
    const saves = versions.map((flow) =>
      fetch(`${world.server.url}/api/update/flow/${chatbotId}/${idblock}/standard`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ flow }),
      }).catch(() => undefined),
    );
    await new Promise((resolve) => setTimeout(resolve, 60));
    await world.server.kill('SIGKILL');
    await Promise.all(saves);
    world.server = await startServerProcess({
      ...world.serverEnv(),
      port: Number(new URL(world.server.url).port),
    });

    const [block] = (
      await world.database.db.execute<{ id: string; flow: unknown; revision: number }>(
        sql`SELECT id, flow, revision FROM blocks WHERE chatbot_id = ${chatbotId} AND idblock = ${idblock}`,
      )
    ).rows;
    expect(block).toBeDefined();
    const saved = JSON.stringify(block?.flow);
    // One whole save or none: the stored elements' texts are exactly one version's, in order (the
    // server adds its own fields, element ids, to what it stores, so compare the texts).
    const texts = (flow: unknown) =>
      JSON.stringify((flow as Array<{ message?: string }>).map((e) => e.message));
    const candidates = [texts([]), ...versions.map(texts)];
    expect(candidates).toContain(texts(block?.flow));
    const [latest] = (
      await world.database.db.execute<{ flow: unknown; revision: number }>(
        sql`SELECT flow, revision FROM block_revisions WHERE block_id = ${block?.id} ORDER BY revision DESC LIMIT 1`,
      )
    ).rows;
    if (latest) {
      expect(latest.revision).toBe(block?.revision);
      expect(JSON.stringify(latest.flow)).toBe(saved);
    }
    // The restarted server reads and saves that block normally.
    const read = await callJson(
      world.server.url,
      'GET',
      `/strong/get/flow/${chatbotId}/${idblock}`,
      undefined,
      token,
    );
    expect(JSON.stringify((read.block as Array<{ flow: unknown }>)[0]?.flow)).toBe(saved);
  });
});

describe('PostgreSQL restarted under the running server', () => {
  it('says degraded meanwhile, then recovers its pool and workers; nothing acknowledged is lost', {
    timeout: 180_000,
  }, async () => {
    const [before, during] = newUsers(2, '22177200');
    await converse([before as string], 2, () => world.server.url, 'pg-before');
    const port = world.pg.port;
    await world.pg.stop();

    expect((await fetch(`${world.server.url}/api/health`)).status).toBe(200);
    const ready = await fetch(`${world.server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'degraded', checks: { database: 'failed' } });
    // A webhook meanwhile is not acknowledged (Meta will deliver it again), never answered 200 and lost.
    const meanwhile = await deliverText(world.server.url, chatbotId, {
      from: during as string,
      text: 'm0',
      wamid: `wamid.pg-during.${during}.0`,
    });
    expect(meanwhile).not.toBe(200);

    world.pg = await startOwnPostgres(world.pgDir, port);
    await eventually(async () => (await fetch(`${world.server.url}/api/ready`)).status === 200, 60_000);
    await converse([during as string], 3, () => world.server.url, 'pg-during');
    await converse([before as string], 4, () => world.server.url, 'pg-after-more');
    await eventually(
      async () => (repliesByEndUser(world.fake.sent).get(during as string)?.length ?? 0) >= 3,
      60_000,
    );
    expect(repliesByEndUser(world.fake.sent).get(during as string)).toEqual(expectedReplies(3));
  });
});

describe('two server processes on one PostgreSQL', () => {
  it('keep each end-user in order with no duplicate, apply migrations once, and share live updates', {
    timeout: 180_000,
  }, async () => {
    const second = await startServerProcess(world.serverEnv());
    try {
      const applied = await world.database.db.execute<{ n: number; distinct: number }>(
        sql`SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations`,
      );
      const journal = JSON.parse(
        fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
      ) as {
        entries: unknown[];
      };
      expect(applied.rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length });

      // A conversation screen open on the second process...
      const events = await fetch(`${second.url}/api/strong/chat/${chatbotId}/events`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(events.status).toBe(200);
      const reader = (events.body as ReadableStream<Uint8Array>).getReader();
      let received = '';
      const reading = (async () => {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          received += new TextDecoder().decode(value);
        }
      })().catch(() => undefined);

      const users = newUsers(10, '22177300');
      // ...while each user's messages alternate between the two processes.
      await converse(users, 6, (index) => (index % 2 === 0 ? world.server.url : second.url), 'two');
      await expectEveryReplyOnce(users, 6);
      await eventually(async () => received.includes(users[0] as string), 10_000);
      await reader.cancel();
      await reading;
    } finally {
      await second.kill('SIGTERM');
    }
  });
});

describe('SIGTERM with clients connected', () => {
  it('stops within seconds although a live stream and a keep-alive connection stay open', {
    timeout: 60_000,
  }, async () => {
    const third = await startServerProcess(world.serverEnv());
    // A conversation screen open (a server-sent events stream never ends by itself)...
    const events = await fetch(`${third.url}/api/strong/chat/${chatbotId}/events`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(events.status).toBe(200);
    const reader = (events.body as ReadableStream<Uint8Array>).getReader();
    const reading = (async () => {
      for (;;) if ((await reader.read()).done) return;
    })().catch(() => undefined);
    // ...and a platform's client keeping many connections alive after their answers.
    const platform = new Pool(third.url, { connections: 64, keepAliveTimeout: 60_000 });
    const answers = await Promise.all(
      Array.from({ length: 64 }, async () => {
        const response = await platform.request({
          path: `/api/pipeline/whatsapp/${chatbotId}`,
          method: 'GET',
        });
        await response.body.dump();
        return response.statusCode;
      }),
    );
    expect(answers.every((status) => status < 500)).toBe(true);

    const started = Date.now();
    await third.kill('SIGTERM');
    const seconds = (Date.now() - started) / 1000;
    await reading;
    await platform.close();
    expect(third.child.exitCode).toBe(0);
    // Requests in flight get 5 s, then every connection is cut (bench:runtime's 256 busy keep-alive
    // connections held a stop 55-68 s before that cut; this test guards the quiet case).
    expect(seconds).toBeLessThan(15);
  });
});
