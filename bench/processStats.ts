import fs from 'node:fs';
import path from 'node:path';

/**
 * CPU and memory of given processes, read from /proc (what `ps` reads, at 10 ms rather than `ps -o
 * times`' 1 s resolution). Linux only; every reader answers 0 for a process that is gone.
 */

const CLOCK_TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  /** utime + stime of the process (all its threads), in seconds. */
  cpu: number;
  /** cutime + cstime: the CPU of its children that exited and were waited for, in seconds. */
  childrenCpu: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: the fields after it follow the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): ppid is field 4, utime 14, stime 15, cutime 16, cstime 17.
    const at = (field: number) => Number(fields[field - 3]);
    return {
      ppid: at(4),
      cpu: (at(14) + at(15)) / CLOCK_TICKS_PER_SECOND,
      childrenCpu: (at(16) + at(17)) / CLOCK_TICKS_PER_SECOND,
    };
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by one process (every thread: JS, libuv pool, GC helpers, JIT). */
export function processCpuSeconds(pid: number): number {
  return readStat(pid)?.cpu ?? 0;
}

/** The live children of a process (for PostgreSQL: its backends and auxiliary processes). */
export function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    if (readStat(Number(entry))?.ppid === parent) children.push(Number(entry));
  }
  return children;
}

/**
 * The postmaster of the embedded PostgreSQL under DATA_DIR (line 1 of postmaster.pid): only our
 * cluster's processes are counted, not those of other PostgreSQLs on the machine.
 */
export function postmasterPid(dataDir: string): number {
  const lines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  return Number(lines[0]);
}

/** The port of that PostgreSQL (line 4 of postmaster.pid). */
export function postgresPort(dataDir: string): number {
  const lines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  return Number(lines[3]);
}

/**
 * CPU seconds used so far by a PostgreSQL cluster: the postmaster, its live children (backends,
 * WAL writer, checkpointer…) and, through the postmaster's cutime, the children that have exited.
 */
export function clusterCpuSeconds(postmaster: number): number {
  const main = readStat(postmaster);
  if (!main) return 0;
  return childrenOf(postmaster).reduce(
    (sum, child) => sum + (readStat(child)?.cpu ?? 0),
    main.cpu + main.childrenCpu,
  );
}

function statusField(pid: number, name: string): number {
  try {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(
      fs.readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of one process now and at its peak (VmHWM), in MB. */
export function processMemory(pid: number): { rss: number; peak: number } {
  return { rss: statusField(pid, 'VmRSS'), peak: statusField(pid, 'VmHWM') };
}

function proportionalSet(pid: number): number {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return match ? Number(match[1]) / 1024 : statusField(pid, 'VmRSS');
  } catch {
    return statusField(pid, 'VmRSS');
  }
}

/**
 * Memory of a PostgreSQL cluster in MB: the sum of its processes' proportional set sizes (shared
 * buffers counted once, split between the processes that map them), and the plain RSS sum.
 */
export function clusterMemory(postmaster: number): { pss: number; rss: number; processes: number } {
  const pids = [postmaster, ...childrenOf(postmaster)];
  return {
    pss: pids.reduce((sum, pid) => sum + proportionalSet(pid), 0),
    rss: pids.reduce((sum, pid) => sum + statusField(pid, 'VmRSS'), 0),
    processes: pids.length,
  };
}

/**
 * What each client backend of the cluster is doing now, from its process title (`postgres: user
 * db host(port) STATE`, kept up to date by update_process_title): idle, idle in transaction,
 * running a statement, or waiting for a lock (the title ends in ' waiting'). `backends`: the
 * postmaster's children (childrenOf), the auxiliary processes among them are skipped.
 */
export function clusterBackendStates(backends: number[]): Record<BackendState, number> {
  const states: Record<BackendState, number> = {
    idle: 0,
    'idle in transaction': 0,
    running: 0,
    'lock wait': 0,
  };
  for (const pid of backends) {
    let title: string;
    try {
      title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    } catch {
      continue;
    }
    const match = /^postgres: \S+ \S+ \S+ (.+)$/.exec(title);
    if (!match?.[1]) continue;
    const state = match[1].trim();
    if (state.endsWith(' waiting')) states['lock wait'] += 1;
    else if (state === 'idle') states.idle += 1;
    else if (state.startsWith('idle in transaction')) states['idle in transaction'] += 1;
    else states.running += 1;
  }
  return states;
}

export type BackendState = 'idle' | 'idle in transaction' | 'running' | 'lock wait';
