import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface CreateMailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where mails go when no SMTP server is configured: one .eml file each. */
  outboxDir: string;
  log: (message: string) => void;
}

/**
 * Sends through SMTP_URL with nodemailer. Without SMTP, each mail is written under
 * DATA_DIR/outbox as a real .eml file (mode 600) and the log says where, so a self-hosted
 * instance works before its mail is set up. The log never holds the mail's links: a reset link
 * is a password.
 */
export function createMailer(options: CreateMailerOptions): Mailer {
  // nodemailer weighs about 15 MB: loaded with the first mail, not when the server starts.
  let transport: Promise<Transporter> | undefined;
  const transporter = (): Promise<Transporter> => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return transport;
  };
  if (options.smtpUrl) {
    return {
      send: async (mail) => {
        await (await transporter()).sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    send: async (mail) => {
      const info = await (await transporter()).sendMail({ from: options.from, ...mail });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      const message: unknown = info.message;
      await fs.writeFile(file, Buffer.isBuffer(message) ? message : String(message), { mode: 0o600 });
      options.log(`mail "${mail.subject}" to ${mail.to} written to ${file}`);
    },
  };
}
