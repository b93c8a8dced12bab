/// <reference lib="dom" />
/**
 * P3 on screen: the subscribers list in Chromium over the database bench:audience leaves behind
 * (1,000,000 end-users): 'Tous' chosen (limit 999999) → the first rows on screen, then the whole
 * list loaded, then frame times while scrolling the virtualised rows. Prints figures; asserts
 * nothing.
 *   KEEP_DIR=/tmp/griot-audience npm run bench:audience    (once: writes the million end-users)
 *   KEEP_DIR=/tmp/griot-audience npm run bench:all-users
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/lib/passwordHashing';
import { openDatabase } from '../packages/db/src/openDatabase';
import { dataOf, field, percentile } from './benchSupport';
import { frenchPage, startBrowserBench } from './browserBench';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.KEEP_DIR;
const OWNER = 'bench-audience@griot.local';
const PASSWORD = 'benchmark-audience-1';
/** How long the whole list may take before the bench gives up on it. */
const WHOLE_LIST_TIMEOUT_MS = 180_000;

async function main(): Promise<void> {
  if (!dataDir || !fs.existsSync(dataDir)) {
    console.log('KEEP_DIR must name the data dir of a `KEEP_DIR=… npm run bench:audience` run.');
    process.exitCode = 1;
    return;
  }
  execFileSync(process.execPath, ['scripts/ensureWebBuild.mjs'], { cwd: root, stdio: 'inherit' });
  // The audience bench's owner gets a password this bench can log in with.
  const database = await openDatabase({ dataDir, log: () => {} });
  const owner = await database.db.execute<{ n: number }>(
    sql`UPDATE users SET password_hash = ${await hashPassword(PASSWORD)} WHERE email = ${OWNER} RETURNING 1 AS n`,
  );
  const endUsers = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM end_users`);
  await database.close();
  if (owner.rows.length === 0) throw new Error(`no ${OWNER} in ${dataDir}: run bench:audience first`);

  const { base, browser, logIn, stop } = await startBrowserBench({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  try {
    const login = await logIn(OWNER, PASSWORD);
    const page = await frenchPage(browser, { width: 1440, height: 900 });
    await page.goto(`${base}/login`);
    const session = JSON.stringify({ data: dataOf(login), token: field(login, 'token') });
    await page.evaluate((stored) => localStorage.setItem('user', stored), session);
    await page.goto(`${base}/dashboard/all-users`);
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await rows.first().waitFor({ timeout: 30_000 });

    await page.getByRole('combobox', { name: 'Utilisateurs par page' }).click();
    const chosen = performance.now();
    await page.getByRole('option', { name: 'Tous' }).click();
    await page.getByText('Chargement de tous les utilisateurs...').waitFor({ timeout: 30_000 });
    await rows.first().waitFor();
    const firstRowsMs = performance.now() - chosen;
    const shownFirst = await rows.count();

    let wholeMs: number | undefined;
    try {
      await page.getByText('Fin de la liste des utilisateurs').waitFor({ timeout: WHOLE_LIST_TIMEOUT_MS });
      wholeMs = performance.now() - chosen;
    } catch {
      // Reported below as not reached.
    }
    // A wheel moves about 120 px at a time; dragging the scroll bar jumps a screenful or more.
    const wheel = wholeMs === undefined ? [] : await scrollFrames(page, 120);
    const jumps = wholeMs === undefined ? [] : await scrollFrames(page, 2_000);
    const heapMb = await page.evaluate(() => {
      const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
      return memory ? memory.usedJSHeapSize / 1e6 : Number.NaN;
    });

    console.log(
      `\nP3 on screen, subscribers list over ${endUsers.rows[0]?.n ?? '?'} end-users (Chromium, 1440 px)`,
    );
    console.log(
      `  'Tous' → first rows on screen       ${firstRowsMs.toFixed(0)} ms (goal 1000 ms), ${shownFirst} rows mounted`,
    );
    console.log(
      `  'Tous' → whole list loaded          ${wholeMs === undefined ? `not within ${WHOLE_LIST_TIMEOUT_MS / 1000} s` : `${(wholeMs / 1000).toFixed(1)} s`}`,
    );
    for (const [name, frames] of [
      ['scrolling by 120 px a frame', wheel],
      ['scrolling by 2,000 px a frame', jumps],
    ] as const)
      if (frames.length > 0)
        console.log(
          `  ${name.padEnd(34)} frame p50 ${percentile(frames, 50).toFixed(1)} ms, p95 ${percentile(frames, 95).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms (${frames.length} frames)`,
        );
    console.log(`  JS heap after loading              ${heapMb.toFixed(0)} MB`);
  } finally {
    await stop();
  }
}

/**
 * Frame durations while the table's scroller goes down by `stepPx` a frame for two seconds. Written as a
 * string: tsx would wrap a named function in a helper the page does not have.
 */
async function scrollFrames(page: import('@playwright/test').Page, stepPx: number): Promise<number[]> {
  return page.evaluate<number[]>(`new Promise((resolve) => {
    const scroller = document.querySelector('table[aria-label="Utilisateurs"]').parentElement;
    const frames = [];
    let last = performance.now();
    const until = last + 2000;
    requestAnimationFrame(function step(now) {
      frames.push(now - last);
      last = now;
      scroller.scrollBy(0, ${stepPx});
      if (now < until) requestAnimationFrame(step);
      else resolve(frames.slice(1));
    });
  })`);
}

await main();
