import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded plain-text part. */
  text: string;
}

/** Reads the .eml files the outbox mailer wrote, oldest first, with their text part decoded. */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await fs.readdir(outboxDir)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) =>
      parseEml(path.join(outboxDir, file), await fs.readFile(path.join(outboxDir, file), 'utf8')),
    ),
  );
}

/** Waits for a mail to `to` (the reset mail is sent after the answer). */
export async function waitForMail(outboxDir: string, to: string, timeoutMs = 5_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(outboxDir)).reverse().find((candidate) => candidate.to.includes(to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function parseEml(file: string, raw: string): OutboxMail {
  // Long headers are folded onto indented lines; unfold them before reading.
  const headers = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string): string =>
    new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1]?.trim() ?? '';
  const textPart =
    /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?Content-Transfer-Encoding: ([^\n]+)\n\n([\s\S]*?)\n--/i.exec(
      raw,
    );
  const encoding = textPart?.[1]?.trim().toLowerCase();
  const body = textPart?.[2] ?? '';
  return {
    file,
    to: header('To'),
    subject: decodeHeader(header('Subject')),
    text: encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body,
  };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
