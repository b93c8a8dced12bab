#!/usr/bin/env node
// Compiles the server (scripts/buildServer.mjs) when apps/server/dist is missing or older than
// its sources, so `npm start` runs what the checkout holds without compiling on every start.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './buildServer.mjs';
import { newestMtime } from './newestMtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'apps/server/dist/main.mjs');
const sources = [
  'apps/server/src',
  'packages/contract/src',
  'packages/i18n/src',
  'packages/db/src',
  'packages/channels/src',
  'packages/flow-engine/src',
  'packages/fakes/src',
  'scripts/buildServer.mjs',
  'package-lock.json',
];

const sourcesTime = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
const builtTime = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
if (builtTime < sourcesTime) {
  console.log('Compilation du serveur…');
  await buildServer();
}
