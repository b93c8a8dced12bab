import type { PushResult } from './postWebhook';

/** One stdin command of the CLI: its usage line for the help, and what it does. */
export interface CliCommand {
  usage: string;
  /** Words the command needs at least; fewer prints the usage. */
  words: number;
  run(args: string[]): Promise<PushResult | string>;
}

/** Splits a stdin line into a command name and its words; the rest of the line is free text. */
export function splitLine(line: string): { name: string; args: string[] } {
  const [name = '', ...args] = line.trim().split(/\s+/);
  return { name: name.toLowerCase(), args };
}

/** The words from `index` on, joined back: a message text with spaces. */
export function rest(args: string[], index: number, fallback = ''): string {
  const text = args.slice(index).join(' ');
  return text === '' ? fallback : text;
}
