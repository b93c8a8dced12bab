import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import '@griot/i18n/runtimeCompiler';
import { restoreArchive } from '../apps/server/src/admin/backup/restoreArchive';
import { writeBackup } from '../apps/server/src/admin/backup/writeBackup';
import { createLocalFileStorage } from '../apps/server/src/lib/files/localFileStorage';
import { openDatabase } from '../packages/db/src/openDatabase';

/**
 * Backup and restore (issue 25) of two data sets, each on its own embedded PostgreSQL: the seed-demo
 * data (`npm run admin -- seed-demo` on a new DATA_DIR) and the 1,000,000 end-user audience data set
 * of bench:audience (1,000,000 end-users × 3 variables × 2 messages). For each: the backup's time
 * (one snapshot, every table by COPY, the files) and archive size, then the restore's time into a
 * new, empty embedded PostgreSQL and data dir (migrations, every table loaded in one transaction,
 * sequences, files), rows and this process's peak RSS. Figures printed, never asserted.
 * DEMO_DIR=<dir> / AUDIENCE_DIR=<dir> reuse a data dir made before (AUDIENCE_DIR: a KEEP_DIR of
 * bench:audience); without them, each is made in a temporary folder and removed after.
 * Usage: npm run bench:backup   (ONLY=demo or ONLY=audience for one of them)
 */
const repositoryRoot = path.resolve(import.meta.dirname, '..');
const only = process.env.ONLY;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** A data dir made by a command, or the one the operator named. */
function dataSet(reuse: string | undefined, prefix: string, make: (dir: string) => void) {
  if (reuse && fs.existsSync(path.join(reuse, 'postgres'))) return { dir: reuse, made: false };
  const dir = reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  const started = performance.now();
  make(dir);
  console.log(`  made in ${seconds(started)} s`);
  return { dir, made: !reuse };
}

function run(script: string[], env: Record<string, string>): void {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...script], {
    cwd: repositoryRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${script.join(' ')} failed (${result.status})`);
}

/** This process's peak resident memory while `work` runs, sampled every 50 ms. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  try {
    return { value: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

async function measure(label: string, dataDir: string): Promise<void> {
  const keyFile = path.join(dataDir, 'secret.key');
  const secretKey = fs.existsSync(keyFile)
    ? Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'hex')
    : randomBytes(32);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-bench-backup-'));
  fs.chmodSync(work, 0o755);
  const archive = path.join(work, 'griot.zip');
  const source = await openDatabase({ dataDir, log: () => {}, migrate: false });
  try {
    const backupStarted = performance.now();
    const backup = await withPeakRss(() =>
      writeBackup(
        {
          pool: source.pool,
          files: createLocalFileStorage(path.join(dataDir, 'files')),
          storage: undefined,
          secretKey,
        },
        archive,
        () => {},
      ),
    );
    const backupSeconds = seconds(backupStarted);
    const { manifest, archiveBytes } = backup.value;
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const files = manifest.store.kind === 'local' ? manifest.store : { files: 0, bytes: 0 };
    await source.close();

    const restoreDir = path.join(work, 'restored');
    fs.mkdirSync(restoreDir, { mode: 0o755 });
    const target = await openDatabase({ dataDir: restoreDir, log: () => {}, migrate: false });
    try {
      const restoreStarted = performance.now();
      const lines: string[] = [];
      const restored = await withPeakRss(() =>
        restoreArchive(
          {
            pool: target.pool,
            files: createLocalFileStorage(path.join(restoreDir, 'files')),
            filesWhere: restoreDir,
            dataDir: restoreDir,
            secretKey,
            secretKeyFromEnvironment: false,
          },
          archive,
          (line) => lines.push(line),
        ),
      );
      const restoreSeconds = seconds(restoreStarted);
      console.log(
        `\n${label}: ${manifest.tables.length} tables, ${rows.toLocaleString('en')} rows, ${files.files} files (${megabytes(files.bytes)})`,
      );
      console.log(
        `  backup   ${backupSeconds} s, archive ${megabytes(archiveBytes)}, peak RSS ${megabytes(backup.peak)}`,
      );
      console.log(
        `  restore  ${restoreSeconds} s (${restored.value.rows.toLocaleString('en')} rows, ${restored.value.files} files), peak RSS ${megabytes(restored.peak)}`,
      );
      // Of which the secondary indexes, built once the rows are in (restoreArchive's own line).
      const rebuilt = lines.find((line) => line.includes('index reconstruits'));
      if (rebuilt) console.log(`  restore's index builds: ${rebuilt.trim()}`);
      const largest = [...manifest.tables].sort((a, b) => b.rows - a.rows).slice(0, 4);
      console.log(
        `  largest tables: ${largest.map((table) => `${table.name} ${table.rows.toLocaleString('en')}`).join(', ')}`,
      );
    } finally {
      await target.close();
    }
  } finally {
    await source.close().catch(() => undefined);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const made: string[] = [];
try {
  if (only !== 'audience') {
    console.log('seed-demo data set:');
    const demo = dataSet(process.env.DEMO_DIR, 'griot-bench-backup-demo-', (dir) =>
      run(['apps/server/src/admin/cli.ts', 'seed-demo'], { DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'warn' }),
    );
    if (demo.made) made.push(demo.dir);
    await measure('seed-demo', demo.dir);
  }
  if (only !== 'demo') {
    console.log('\n1,000,000 end-user audience data set (bench:audience):');
    const audience = dataSet(process.env.AUDIENCE_DIR, 'griot-bench-backup-audience-', (dir) =>
      run(['bench/audience.ts'], { KEEP_DIR: dir, RUNS: '1' }),
    );
    if (audience.made) made.push(audience.dir);
    await measure('audience 1,000,000', audience.dir);
  }
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`\nmachine: ${os.cpus().length} cores, load average ${load}`);
} finally {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
}
