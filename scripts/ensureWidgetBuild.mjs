#!/usr/bin/env node
// Builds the web-chat widget (apps/widget → apps/widget/dist) when its build is missing or older
// than its sources. The server inlines and serves these files: it does not start without them.
// Run by `npm start`, `npm run dev`, `npm run admin` (seed-demo serves the demo web chat), the e2e (through ensureWebBuild.mjs) and, as a Vitest global
// setup, before the server tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestMtime } from './newestMtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/widget/dist');
const stamp = path.join(dist, '.build-stamp');
const outputs = ['widgetLoader.js', 'widgetFrame.js', 'widgetFrame.css', 'widgetFrameBody.html'];
const sources = [
  'apps/widget/src',
  'apps/widget/build.ts',
  'apps/widget/package.json',
  'packages/i18n/src',
  'packages/contract/src',
  'package-lock.json',
];

export function ensureWidgetBuild() {
  const sourcesTime = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  const builtTime = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const complete = outputs.every((file) => fs.existsSync(path.join(dist, file)));
  if (builtTime >= sourcesTime && complete) return;

  console.log('Construction du widget web…');
  const result = spawnSync('npm', ['run', '--silent', 'build', '-w', '@griot/widget'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`La construction du widget a échoué (code ${result.status}).`);
  fs.writeFileSync(stamp, new Date().toISOString());
}

/** Vitest's global setup of the server tests. */
export default function setup() {
  ensureWidgetBuild();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureWidgetBuild();
