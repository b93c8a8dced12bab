import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ExtractionAborted, ExtractionError, overLimit, SandboxCrashed } from './extractionError';
import { EXTRACTION_LIMITS, type ExtractionLimits, SANDBOX_HEAP_MB } from './extractionLimits';
import { isSandboxAnswer, type SandboxAnswer, type SandboxRequest } from './sandboxMessages';

const CHILD_ENTRY = fileURLToPath(new URL('./extractionChild.ts', import.meta.url));
/**
 * The child runs its TypeScript source through tsx, whether the server itself runs compiled
 * (npm start: scripts/buildServer.mjs keeps this file's own location) or through tsx (tests).
 */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** How often the child's resident memory is read (from /proc: Linux; elsewhere only the V8 heap flag holds). */
const MEMORY_POLL_MS = 100;
/** Niceness of the child: on a 2-core machine the server's event loop goes first (health, chats). */
const CHILD_NICENESS = 10;
/** What is kept of the child's stderr, to tell a V8 heap overflow from another crash. */
const STDERR_TAIL_CHARS = 4096;

export interface SandboxOptions {
  limits?: ExtractionLimits;
  /** The V8 heap of the child; tests lower it to overflow on purpose. */
  heapMb?: number;
  /** The server stops: the child is killed and the extraction rejected with ExtractionAborted. */
  signal?: AbortSignal;
}

/**
 * The text of a knowledge file, read in a child process that cannot hurt the server: its own
 * memory (V8 heap capped, resident memory watched and the process killed past the limit), its own
 * CPU at a lower priority, a wall-time limit, and killed with everything it started when any is
 * passed. Resolves with the text; rejects with an ExtractionError (French reason: unreadable, or
 * over a limit), SandboxCrashed (the child died on its own), or ExtractionAborted.
 */
export function extractInSandbox(
  mimeType: string,
  data: Buffer,
  ocrDir: string,
  options: SandboxOptions = {},
): Promise<string> {
  const limits = options.limits ?? EXTRACTION_LIMITS;
  if (options.signal?.aborted) return Promise.reject(new ExtractionAborted());
  return new Promise((resolve, reject) => {
    const child = fork(CHILD_ENTRY, [], {
      execArgv: ['--import', TSX_LOADER, `--max-old-space-size=${options.heapMb ?? SANDBOX_HEAP_MB}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: sandboxEnvironment(),
    });
    let stderr = '';
    let answer: SandboxAnswer | undefined;
    let killedFor: 'time' | 'memory' | 'abort' | undefined;
    const kill = (reason: 'time' | 'memory' | 'abort') => {
      killedFor ??= reason;
      child.kill('SIGKILL');
    };
    const onAbort = () => kill('abort');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => kill('time'), limits.timeoutMs);
    const watch = setInterval(() => {
      void residentBytes(child).then((bytes) => {
        if (bytes !== undefined && bytes > limits.maxMemoryBytes) kill('memory');
      });
    }, MEMORY_POLL_MS);
    if (child.pid !== undefined) lowerPriority(child.pid);

    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
    });
    child.on('message', (message: unknown) => {
      if (isSandboxAnswer(message)) answer = message;
    });
    child.once('error', () => kill('abort'));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      clearInterval(watch);
      options.signal?.removeEventListener('abort', onAbort);
      if (killedFor === 'abort' && options.signal?.aborted) reject(new ExtractionAborted());
      else if (killedFor === 'time')
        reject(overLimit('limitTime', { seconds: Math.round(limits.timeoutMs / 1000) }));
      else if (killedFor === 'memory') reject(overMemory(limits));
      else if (answer?.status === 'text') resolve(answer.text);
      else if (answer?.status === 'refused') reject(ExtractionError.fromNote(answer.note));
      // V8 aborts the child when its heap is full (--max-old-space-size), before the watchdog sees it.
      else if (/heap out of memory|allocation failed/i.test(stderr)) reject(overMemory(limits));
      else
        reject(
          new SandboxCrashed(
            answer?.status === 'crashed' ? answer.detail : `exit ${code ?? signal}: ${stderr.slice(-500)}`,
          ),
        );
    });
    const request: SandboxRequest = { mimeType, data, ocrDir, limits };
    child.send(request, (error) => {
      if (error) kill('abort');
    });
  });
}

/**
 * The child reads hostile files: it gets none of the server's secrets (SECRET_KEY, DATABASE_URL,
 * LLM_API_KEY…), only what Node and tsx need to run.
 */
function sandboxEnvironment(): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = { NODE_ENV: process.env.NODE_ENV ?? 'production' };
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'])
    if (process.env[name] !== undefined) kept[name] = process.env[name];
  return kept;
}

function overMemory(limits: ExtractionLimits): ExtractionError {
  return overLimit('limitMemory', { megabytes: Math.round(limits.maxMemoryBytes / 1024 / 1024) });
}

/** The child's resident memory (VmRSS of /proc/<pid>/status), threads and WASM memory included. */
async function residentBytes(child: ChildProcess): Promise<number | undefined> {
  if (child.pid === undefined || child.exitCode !== null) return undefined;
  try {
    const status = await fs.readFile(`/proc/${child.pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
  } catch {
    return undefined;
  }
}

function lowerPriority(pid: number): void {
  try {
    os.setPriority(pid, CHILD_NICENESS);
  } catch {
    // Not allowed on this system: the child runs at the server's priority.
  }
}
