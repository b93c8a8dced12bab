/** The logging seam of this package: the server passes pino, the CLI a console writer. */
export type Log = (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;

/** Drops debug lines and writes the others to stderr; for scripts that have no logger. */
export const consoleLog: Log = (level, message) => {
  if (level !== 'debug') console.error(`[${level}] ${message}`);
};
