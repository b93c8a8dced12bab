/**
 * Where the time goes in a V8 CPU profile (`node --cpu-prof`, or BENCH_PROFILE=dir of
 * `npm run bench:runtime`): the top functions by self time with file:line, and self time grouped
 * by package or area, as percentages of the profiled time and of the busy (non-idle) time.
 *
 *   node --import tsx bench/summarizeCpuProfile.ts <file.cpuprofile | dir> [--whole] [--top N]
 *
 * A directory is summarised profile by profile (one per process and thread), then all together.
 * When the benchmark left bench-window.<pid>.json next to a profile, only the samples of its
 * measured window count (start-up, warm-up, drain and shutdown left out); --whole counts them all.
 * Code run through tsx is one long line per file: its positions are mapped back to the .ts line
 * with the source maps in tsx's cache (os.tmpdir()/tsx-<uid>); '~' marks a line not verified.
 * Native frames (no script) are shown with the nearest caller outside node's internals, and the
 * 'charged' column gives node's internals and natives to that caller's area.
 *
 * V8 samples the thread on the wall clock: 'busy' is the time the thread was not idle, including
 * time it was preempted. On a loaded machine (2 cores shared with PostgreSQL) a syscall such as
 * writev on a loopback socket looks long, because the PostgreSQL backend it wakes takes the core;
 * the benchmark's CPU seconds (from /proc) are the CPU truth.
 */
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The areas, in the order they are printed. */
const AREAS = [
  'node internals (node:*, V8 builtins)',
  'pg (pg, pg-protocol, pg-pool, pg-types…)',
  'undici',
  'fastify (+ find-my-way, avvio, ajv…)',
  'pino (logging)',
  'zod',
  'drizzle-orm',
  'apps/server/src/runtime',
  'packages/flow-engine',
  'packages/channels',
  'apps/server/src (other)',
  'packages/* (other: contract, db, fakes…)',
  'tsx loader',
  'other node_modules',
  'GC',
  'V8 native, not JS ("(program)")',
  'idle',
  'other',
] as const;
type Area = (typeof AREAS)[number];

const PG_PACKAGES = /^(pg|pg-[a-z-]+|pgpass|postgres-(array|bytea|date|interval))$/;
const FASTIFY_PACKAGES =
  /^(fastify|@fastify\/.+|find-my-way|avvio|light-my-request|fast-json-stringify|fast-querystring|fast-uri|fast-decode-uri-component|secure-json-parse|fastq|toad-cache|rfdc|ajv|ajv-formats|json-schema-ref-resolver|json-schema-traverse|fast-deep-equal|process-warning|abstract-logging|safe-regex2|ret|proxy-addr|forwarded|ipaddr\.js|content-type|cookie)$/;
const PINO_PACKAGES =
  /^(pino|pino-.+|@pinojs\/.+|sonic-boom|thread-stream|on-exit-leak-free|quick-format-unescaped|atomic-sleep|fast-redact|safe-stable-stringify|real-require)$/;

function packageOf(url: string): string | undefined {
  return /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
}

function areaOf(frame: CallFrame): Area {
  const { functionName: name, url } = frame;
  if (url === '') {
    if (name === '(garbage collector)') return 'GC';
    if (name === '(idle)') return 'idle';
    if (name === '(program)') return 'V8 native, not JS ("(program)")';
    if (name === '(root)') return 'other';
    return 'node internals (node:*, V8 builtins)';
  }
  if (url.includes('/node_modules/undici/') || url.startsWith('node:internal/deps/undici')) return 'undici';
  if (url.startsWith('node:')) return 'node internals (node:*, V8 builtins)';
  const pkg = packageOf(url);
  if (pkg !== undefined) {
    if (PG_PACKAGES.test(pkg)) return 'pg (pg, pg-protocol, pg-pool, pg-types…)';
    if (FASTIFY_PACKAGES.test(pkg)) return 'fastify (+ find-my-way, avvio, ajv…)';
    if (PINO_PACKAGES.test(pkg)) return 'pino (logging)';
    if (pkg === 'zod') return 'zod';
    if (pkg === 'drizzle-orm') return 'drizzle-orm';
    if (pkg === 'tsx' || pkg === 'esbuild' || pkg === 'get-tsconfig') return 'tsx loader';
    return 'other node_modules';
  }
  if (url.includes('/apps/server/src/runtime/')) return 'apps/server/src/runtime';
  if (url.includes('/packages/flow-engine/')) return 'packages/flow-engine';
  if (url.includes('/packages/channels/')) return 'packages/channels';
  if (url.includes('/apps/server/src/')) return 'apps/server/src (other)';
  if (url.includes('/packages/')) return 'packages/* (other: contract, db, fakes…)';
  return 'other';
}

/** Node's internals and natives: their time is charged to the nearest caller outside them. */
const isNodeSide = (area: Area) => area === 'node internals (node:*, V8 builtins)';

// ---- Source maps of the code tsx ran (its cache holds { code, map } per transformed file). ----

interface Transformed {
  map: SourceMap;
  mtime: number;
}

let tsxCache: Map<string, Transformed[]> | undefined;

function transformedVersions(file: string): Transformed[] {
  if (!tsxCache) {
    tsxCache = new Map();
    const dir = path.join(os.tmpdir(), `tsx-${process.getuid?.() ?? 0}`);
    const entries = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    for (const entry of entries) {
      try {
        const full = path.join(dir, entry);
        const cached = JSON.parse(fs.readFileSync(full, 'utf8')) as { map?: unknown };
        const payload = (typeof cached.map === 'string' ? JSON.parse(cached.map) : cached.map) as
          | { sources?: string[] }
          | undefined;
        const source = payload?.sources?.[0];
        if (!payload || !source) continue;
        const list = tsxCache.get(source) ?? [];
        list.push({
          map: new SourceMap(payload as ConstructorParameters<typeof SourceMap>[0]),
          mtime: fs.statSync(full).mtimeMs,
        });
        tsxCache.set(source, list);
      } catch {
        // not a cache entry of ours
      }
    }
    for (const list of tsxCache.values()) list.sort((a, b) => b.mtime - a.mtime);
  }
  return tsxCache.get(file) ?? [];
}

const sourceLines = new Map<string, string[]>();
function lineOf(file: string, line: number): string {
  if (!sourceLines.has(file)) {
    try {
      sourceLines.set(file, fs.readFileSync(file, 'utf8').split('\n'));
    } catch {
      sourceLines.set(file, []);
    }
  }
  return sourceLines.get(file)?.[line] ?? '';
}

/** The 1-based line of a frame in its source file; '~' when a .ts line could not be verified. */
function lineInSource(frame: CallFrame): string {
  const generated = `${frame.lineNumber + 1}`;
  if (!frame.url.startsWith('file://') || !/\.[cm]?tsx?$/.test(frame.url)) return generated;
  const file = fileURLToPath(frame.url);
  const versions = transformedVersions(file);
  let unverified: number | undefined;
  for (const version of versions) {
    const entry = version.map.findEntry(frame.lineNumber, frame.columnNumber) as { originalLine?: number };
    if (entry.originalLine === undefined) continue;
    // The right version maps a named function onto the line that declares it.
    const name = frame.functionName.split('.').at(-1) ?? '';
    if (name !== '' && lineOf(file, entry.originalLine).includes(name)) return `${entry.originalLine + 1}`;
    unverified ??= entry.originalLine;
  }
  return unverified === undefined ? `${generated}:${frame.columnNumber} (transpiled)` : `~${unverified + 1}`;
}

function location(frame: CallFrame): string {
  if (frame.url === '') return '(native)';
  let where = frame.url;
  if (where.startsWith('file://')) {
    where = fileURLToPath(where);
    const modules = where.lastIndexOf('/node_modules/');
    where = modules >= 0 ? where.slice(modules + '/node_modules/'.length) : path.relative(root, where);
  }
  return `${where}:${lineInSource(frame)}`;
}

const functionName = (frame: CallFrame) => frame.functionName || '(anonymous)';

// ---- Summaries ----

interface Summary {
  label: string;
  windowMs: number;
  busyMs: number;
  byArea: Map<Area, number>;
  chargedByArea: Map<Area, number>;
  byFunction: Map<string, number>;
  note: string;
}

function readWindow(file: string): { fromUs: number; toUs: number } | undefined {
  const pid = /^CPU\.\d+\.\d+\.(\d+)\.\d+\.\d+\.cpuprofile$/.exec(path.basename(file))?.[1];
  if (!pid) return undefined;
  const windowFile = path.join(path.dirname(file), `bench-window.${pid}.json`);
  if (!fs.existsSync(windowFile)) return undefined;
  return JSON.parse(fs.readFileSync(windowFile, 'utf8')) as { fromUs: number; toUs: number };
}

function summarize(file: string, whole: boolean): Summary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

  // Per node: its area, the area its time is charged to, and its key among the top functions.
  const areas = new Map<number, Area>();
  const charged = new Map<number, Area>();
  const keys = new Map<number, string>();
  const chargedOf = (id: number): Area => {
    const known = charged.get(id);
    if (known) return known;
    const node = byId.get(id);
    if (!node) return 'other';
    const area = areaOf(node.callFrame);
    const parent = parentOf.get(id);
    const parentArea = parent === undefined ? undefined : chargedOf(parent);
    const result = isNodeSide(area) && parentArea !== undefined && parentArea !== 'other' ? parentArea : area;
    charged.set(id, result);
    return result;
  };
  const callerOutsideNode = (id: number): CallFrame | undefined => {
    for (let current = parentOf.get(id); current !== undefined; current = parentOf.get(current)) {
      const frame = byId.get(current)?.callFrame;
      if (frame && frame.url !== '' && !frame.url.startsWith('node:')) return frame;
    }
    return undefined;
  };
  for (const node of profile.nodes) {
    const area = areaOf(node.callFrame);
    areas.set(node.id, area);
    chargedOf(node.id);
    const frame = node.callFrame;
    let key: string;
    if (frame.url === '' && isNodeSide(area)) {
      const caller = callerOutsideNode(node.id);
      key = `${functionName(frame)} (native)${caller ? ` ← ${functionName(caller)} ${location(caller)}` : ''}`;
    } else if (frame.url === '') key = functionName(frame);
    else key = `${functionName(frame)} ${location(frame)}`;
    keys.set(node.id, key);
  }

  const window = whole ? undefined : readWindow(file);
  const from = window && window.fromUs >= profile.startTime ? window.fromUs : profile.startTime;
  const to = window && window.toUs <= profile.endTime ? window.toUs : profile.endTime;
  const note =
    window === undefined
      ? `whole profile (${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s)`
      : `benchmark's measured window: ${((from - profile.startTime) / 1e6).toFixed(1)} s to ${((to - profile.startTime) / 1e6).toFixed(1)} s of a ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s profile`;

  const byArea = new Map<Area, number>();
  const chargedByArea = new Map<Area, number>();
  const byFunction = new Map<string, number>();
  let windowMs = 0;
  let busyMs = 0;
  let time = profile.startTime;
  const times = profile.timeDeltas.map((delta) => {
    time += delta;
    return time;
  });
  for (let index = 0; index < profile.samples.length; index += 1) {
    const at = times[index] ?? 0;
    if (at < from || at >= to) continue;
    const next = index + 1 < times.length ? (times[index + 1] ?? at) : profile.endTime;
    const ms = Math.max(0, Math.min(next, to) - at) / 1000;
    const id = profile.samples[index] ?? 0;
    const area = areas.get(id) ?? 'other';
    windowMs += ms;
    if (area !== 'idle') busyMs += ms;
    byArea.set(area, (byArea.get(area) ?? 0) + ms);
    const chargedArea = charged.get(id) ?? area;
    chargedByArea.set(chargedArea, (chargedByArea.get(chargedArea) ?? 0) + ms);
    const key = keys.get(id) ?? '?';
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  const name = path.basename(file);
  const ids = /^CPU\.\d+\.\d+\.(\d+)\.(\d+)\./.exec(name);
  const label = ids ? `${name} (pid ${ids[1]}, thread ${ids[2]})` : name;
  return { label, windowMs, busyMs, byArea, chargedByArea, byFunction, note };
}

const percent = (part: number, whole: number) =>
  whole > 0 ? `${((100 * part) / whole).toFixed(1).padStart(5)} %` : '    – ';

function print(summary: Summary, top: number): void {
  console.log(`\n== ${summary.label}`);
  console.log(
    `   ${summary.note}; sampled ${(summary.windowMs / 1000).toFixed(2)} s, busy (not idle, wall clock) ${(summary.busyMs / 1000).toFixed(2)} s = ${percent(summary.busyMs, summary.windowMs).trim()}`,
  );
  if (summary.busyMs < 0.01 * summary.windowMs) {
    console.log('   (almost all idle: nothing more to show)');
    return;
  }
  console.log(
    `\n   top ${top} functions by self time (native ones with their caller outside node)\n   self ms   of busy  function  file:line`,
  );
  const functions = [...summary.byFunction].filter(([key]) => key !== '(idle)').sort((a, b) => b[1] - a[1]);
  for (const [key, ms] of functions.slice(0, top))
    console.log(`   ${ms.toFixed(0).padStart(7)} ms ${percent(ms, summary.busyMs)}  ${key}`);
  printAreas(summary);
}

function printAreas(summary: Summary): void {
  console.log(
    '\n   self time by area                              self ms  of total  of busy   charged* of busy',
  );
  for (const area of AREAS) {
    const ms = summary.byArea.get(area) ?? 0;
    const chargedMs = summary.chargedByArea.get(area) ?? 0;
    if (ms === 0 && chargedMs === 0) continue;
    const ofBusy = area === 'idle' ? '    – ' : percent(ms, summary.busyMs);
    const chargedOfBusy = area === 'idle' ? '    – ' : percent(chargedMs, summary.busyMs);
    console.log(
      `   ${area.padEnd(44)} ${ms.toFixed(0).padStart(7)} ${percent(ms, summary.windowMs)}  ${ofBusy}   ${chargedOfBusy}`,
    );
  }
  console.log(
    "   * charged: node's internals and V8 builtins given to their nearest caller outside node (e.g. a socket writev made by pg goes to pg)",
  );
}

function addInto<K>(target: Map<K, number>, source: Map<K, number>): void {
  for (const [key, ms] of source) target.set(key, (target.get(key) ?? 0) + ms);
}

function main(): void {
  const args = process.argv.slice(2);
  const whole = args.includes('--whole');
  const topIndex = args.indexOf('--top');
  const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 15;
  const target = args.find((arg, index) => !arg.startsWith('--') && (topIndex < 0 || index !== topIndex + 1));
  if (!target) {
    console.error(
      'usage: node --import tsx bench/summarizeCpuProfile.ts <file.cpuprofile | dir> [--whole] [--top N]',
    );
    process.exit(2);
  }
  const files = fs.statSync(target).isDirectory()
    ? fs
        .readdirSync(target)
        .filter((name) => name.endsWith('.cpuprofile'))
        .sort()
        .map((name) => path.join(target, name))
    : [target];
  if (files.length === 0) throw new Error(`no .cpuprofile in ${target}`);
  const summaries = files.map((file) => summarize(file, whole));
  for (const summary of summaries) print(summary, top);
  // Together: the profiles that did something (a thread idle all along would only dilute the shares).
  const active = summaries.filter((summary) => summary.busyMs >= 0.01 * summary.windowMs);
  if (active.length > 1) {
    const all: Summary = {
      label: `all ${active.length} busy profiles together`,
      note: 'sum of the above',
      windowMs: 0,
      busyMs: 0,
      byArea: new Map(),
      chargedByArea: new Map(),
      byFunction: new Map(),
    };
    for (const summary of active) {
      all.windowMs += summary.windowMs;
      all.busyMs += summary.busyMs;
      addInto(all.byArea, summary.byArea);
      addInto(all.chargedByArea, summary.chargedByArea);
      addInto(all.byFunction, summary.byFunction);
    }
    print(all, top);
  }
}

main();
