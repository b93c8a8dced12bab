/**
 * Issue 4 figure: the save round trip of a 200-element block (validation, chain, revision and
 * history) — p50/p95/p99 over sequential saves through HTTP. Prints figures; asserts nothing.
 *
 *   npm run bench:flows          (BENCH_ELEMENTS, BENCH_CALLS to change sizes)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@griot/db/findFreePort';
import { createUserCommand, field, percentile, waitUntilUp } from './benchSupport';
import { serverCommand } from './serverCommand';

const root = path.resolve(import.meta.dirname, '..');
const elementCount = Number(process.env.BENCH_ELEMENTS ?? 200);
const calls = Number(process.env.BENCH_CALLS ?? 200);

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-bench-flows-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await findFreePort();
  const server = spawn(process.execPath, serverCommand(), {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}/api`;
    await waitUntilUp(`${base}/openapi.json`, server);
    const createUser = spawn(
      process.execPath,
      createUserCommand({ email: 'bench@griot.local', password: 'benchmark1', name: 'Bench Griot' }),
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'ignore' },
    );
    await new Promise((resolve) => createUser.once('exit', resolve));
    const login = await post(
      `${base}/verify/user`,
      { email: 'bench@griot.local', password: 'benchmark1' },
      {},
    );
    const headers = { authorization: `Bearer ${field(login, 'token')}` };
    const form = new FormData();
    form.append('data', JSON.stringify({ bot_name: 'Bench' }));
    const created: unknown = await (
      await fetch(`${base}/create/strong/chatbot`, { method: 'POST', headers, body: form })
    ).json();
    const chatbotId = field(created, 'chatbot_id');
    const tree: unknown = await (
      await fetch(`${base}/strong/get/chatbot/${chatbotId}/flow`, { headers })
    ).json();
    const welcome = field(tree, 'flow', 'mainblocks', 'welcome', 'idblock');
    const target = field(tree, 'flow', 'mainblocks', 'commerce', 'idblock');
    const flow = Array.from({ length: elementCount }, (_unused, index) => element(index, target));
    const url = `${base}/update/flow/${chatbotId}/${welcome}/starter`;

    let revision = 1;
    for (let warm = 0; warm < 10; warm += 1) {
      revision = Number(field(await post(url, { flow, revision }, headers), 'block', 'revision'));
    }
    const timings: number[] = [];
    for (let call = 0; call < calls; call += 1) {
      const started = performance.now();
      const body = await post(url, { flow, revision }, headers);
      timings.push(performance.now() - started);
      revision = Number(field(body, 'block', 'revision'));
    }
    const bytes = JSON.stringify({ flow }).length;
    console.log(
      `POST /api/update/flow (${elementCount} elements, ${(bytes / 1024).toFixed(0)} KB)`.padEnd(52),
      `p50 ${percentile(timings, 50).toFixed(1)} ms  p95 ${percentile(timings, 95).toFixed(1)} ms  p99 ${percentile(timings, 99).toFixed(1)} ms  (${calls} saves)`,
    );
  } finally {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A realistic mix of element types. */
function element(index: number, target: string): Record<string, unknown> {
  switch (index % 5) {
    case 0:
      return { type: 'text', message: `Message ${index} : bienvenue chez nous, {{first_name}} !` };
    case 1:
      return {
        type: 'text_button',
        message: 'Choisissez',
        buttons: [{ id: target, title: 'Boutique', payload: '{{choix}}=a' }],
      };
    case 2:
      return { type: 'delay', timmer: '1.5' };
    case 3:
      return {
        type: 'answer',
        options: { answer_type: 'email', variable: { id: 'email' }, default_reply: 'Email invalide' },
      };
    default:
      return { type: 'redirection', redirection_block: target };
  }
}

async function post(url: string, body: unknown, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

await main();
