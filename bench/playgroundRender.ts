/// <reference lib="dom" />
/**
 * Issue 4 figure: in Chromium, the time from moving one element of a 200-element block to the
 * next painted frame (click on "Descendre", then two animation frames), p50/p95 over 30 moves.
 * Prints figures; asserts nothing.   npm run bench:playground
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createUserCommand, dataOf, field, okJson, percentile } from './benchSupport';
import { frenchPage, startBrowserBench } from './browserBench';

const root = path.resolve(import.meta.dirname, '..');
const elementCount = Number(process.env.BENCH_ELEMENTS ?? 200);
const moves = Number(process.env.BENCH_MOVES ?? 30);

async function main(): Promise<void> {
  execFileSync(process.execPath, ['scripts/ensureWebBuild.mjs'], { cwd: root, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-bench-render-'));
  fs.chmodSync(dataDir, 0o755);
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  execFileSync(
    process.execPath,
    createUserCommand({ email: 'rendu@griot.local', password: 'benchmark1', name: 'Rendu Griot' }),
    { cwd: root, env },
  );
  const { base, browser, logIn, stop } = await startBrowserBench(env);
  try {
    const login = await logIn('rendu@griot.local', 'benchmark1');
    const headers = { authorization: `Bearer ${field(login, 'token')}` };
    const form = new FormData();
    form.append('data', JSON.stringify({ bot_name: 'Rendu' }));
    const chatbotId = field(
      await okJson(await fetch(`${base}/api/create/strong/chatbot`, { method: 'POST', headers, body: form })),
      'chatbot_id',
    );
    const tree = await okJson(await fetch(`${base}/api/strong/get/chatbot/${chatbotId}/flow`, { headers }));
    const welcome = field(tree, 'flow', 'mainblocks', 'welcome', 'idblock');
    const flow = Array.from({ length: elementCount }, (_unused, index) =>
      index % 2 === 0 ? { type: 'text', message: `Message ${index}` } : { type: 'delay', timmer: '1.5' },
    );
    const saved = await fetch(`${base}/api/update/flow/${chatbotId}/${welcome}/starter`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ flow }),
    });
    if (!saved.ok) throw new Error(`flow save failed: ${saved.status}`);

    const page = await frenchPage(browser, { width: 1366, height: 900 });
    await page.goto(`${base}/login`);
    const session = JSON.stringify({ data: dataOf(login), token: field(login, 'token') });
    await page.evaluate((stored) => localStorage.setItem('user', stored), session);
    await page.goto(`${base}/dashboard/chatbots/${chatbotId}/playground/${welcome}`);
    await page.getByRole('article', { name: /n° 1$/ }).waitFor();
    // Long flows mount only the cards near the screen (ElementList's virtual window).
    const mounted = await page.getByRole('article', { name: /n° \d+$/ }).count();
    console.log(`cards mounted for ${elementCount} elements: ${mounted}`);

    const timings: number[] = [];
    for (let move = 0; move < moves; move += 1) {
      const ms = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const button = [...document.querySelectorAll('button')].find(
              (candidate) => candidate.getAttribute('aria-label') === 'Descendre l’élément 1',
            );
            if (!button) throw new Error('move button not found');
            const started = performance.now();
            button.click();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
          }),
      );
      timings.push(ms);
      await page
        .getByText('Saved')
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
    }
    console.log(
      `move one element of ${elementCount}, until the next frame`.padEnd(52),
      `p50 ${percentile(timings, 50).toFixed(1)} ms  p95 ${percentile(timings, 95).toFixed(1)} ms  max ${Math.max(...timings).toFixed(1)} ms  (${moves} moves)`,
    );
  } finally {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
