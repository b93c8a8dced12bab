#!/usr/bin/env node
// Runs dependency-cruiser with the repository's import rules (.dependency-cruiser.cjs): layers that
// only point down and no cycle. Arguments go to depcruise; without any it checks apps/ and packages/
// of the current directory (the repository's root under npm run; a scratch tree in layers.test.ts).
//
// TypeScript 7 has no compiler API for dependency-cruiser to read imports with, so it parses with
// swc. Its swc parser reads every file as TypeScript without JSX: the patch below turns JSX on for
// .tsx files (the web app). The patch is on @swc/core's module object, which dependency-cruiser's
// own import of @swc/core gets too.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const swc = require('@swc/core');
const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (file, options) => parseFileSync(file, { ...options, tsx: file.endsWith('.tsx') });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
process.argv = [
  process.argv[0],
  'depcruise',
  '--config',
  path.join(root, '.dependency-cruiser.cjs'),
  ...(args.length > 0 ? args : ['apps', 'packages']),
];
await import(
  pathToFileURL(path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')).href
);
