import fs from 'node:fs';
import path from 'node:path';

/**
 * The address a running server announced, kept in DATA_DIR while it runs. An admin command next to
 * it (seed-demo) prints that address rather than its own configuration's: the two are often started
 * with different environments (`PORT=3100 npm start`, then `npm run admin -- seed-demo`), and the
 * login link must be the one the server answers at.
 */
const FILE = 'server-address';

/**
 * Writes the server's address; the returned function removes it (at shutdown). A DATA_DIR that
 * cannot be written (an external database, a read-only folder) only loses the convenience.
 */
export function announceServerAddress(dataDir: string, publicUrl: string): () => void {
  const file = path.join(dataDir, FILE);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${publicUrl}\n`);
  } catch {
    return () => {};
  }
  return () => fs.rmSync(file, { force: true });
}

/** The running server's address, when one announced it in this DATA_DIR. */
export function readServerAddress(dataDir: string): string | undefined {
  try {
    const address = fs.readFileSync(path.join(dataDir, FILE), 'utf8').trim();
    return /^https?:\/\/\S+$/.test(address) ? address : undefined;
  } catch {
    return undefined;
  }
}
