#!/usr/bin/env node
// Builds the web app when apps/web/dist is missing or older than its sources, so `npm start`
// serves what the checkout holds without rebuilding on every start; the web-chat widget first
// (ensureWidgetBuild.mjs), likewise.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWidgetBuild } from './ensureWidgetBuild.mjs';
import { newestMtime } from './newestMtime.mjs';

ensureWidgetBuild();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'apps/web/dist/.build-stamp');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
  'packages/i18n/src',
  'package-lock.json',
];

const sourcesTime = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
const builtTime = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
if (builtTime >= sourcesTime && fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) process.exit(0);

console.log('Construction de l’application web…');
const result = spawnSync('npm', ['run', '--silent', 'build', '-w', '@griot/web'], {
  cwd: root,
  stdio: 'inherit',
});
if (result.status !== 0) process.exit(result.status ?? 1);
fs.writeFileSync(stamp, new Date().toISOString());
