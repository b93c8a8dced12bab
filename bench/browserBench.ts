import { spawn } from 'node:child_process';
import path from 'node:path';
import { findFreePort } from '@griot/db/findFreePort';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../apps/web/e2e/support/chromiumLaunch';
import { okJson, waitUntilUp } from './benchSupport';
import { serverCommand } from './serverCommand';

const root = path.resolve(import.meta.dirname, '..');

export interface BrowserBench {
  base: string;
  browser: Browser;
  /** The answer of POST /api/verify/user for these credentials. */
  logIn: (email: string, password: string) => Promise<unknown>;
  stop: () => Promise<void>;
}

/**
 * A Griot server (the built web app, `env` on top of this process's) on a free port, and Debian's
 * Chromium, for the benchmarks that measure a screen.
 */
export async function startBrowserBench(env: NodeJS.ProcessEnv): Promise<BrowserBench> {
  const port = await findFreePort();
  const server = spawn(process.execPath, serverCommand(), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const browser = await launchBenchChromium();
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await browser.close();
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  };
  try {
    await waitUntilUp(`${base}/api/openapi.json`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base,
    browser,
    stop,
    logIn: async (email, password) =>
      okJson(
        await fetch(`${base}/api/verify/user`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        }),
      ),
  };
}

/** Debian's Chromium, started as the end-to-end tests start it. */
export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

/**
 * A page of a French browser in Dakar, as the end-to-end tests use: the benchmarks find the
 * screens' controls by their French labels, and the app speaks the browser's language (an English
 * one would show 'Log in' where they wait for 'Se connecter', forever).
 */
export function frenchPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  return browser.newPage({ locale: 'fr-FR', timezoneId: 'Africa/Dakar', ...(viewport ? { viewport } : {}) });
}
