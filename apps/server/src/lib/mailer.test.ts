import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('the outbox mailer', () => {
  it('writes the mail to a private file and logs where, never its links', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-outbox-'));
    const logged: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Griot <a@b.sn>',
      outboxDir,
      log: (line) => logged.push(line),
    });
    const link = 'http://griot.test/reset-password?token=rst_secret';
    await mailer.send({
      to: 'awa@exemple.sn',
      subject: 'Réinitialisation',
      text: `Cliquez : ${link}`,
      html: `<a href="${link}">ici</a>`,
    });
    const [file] = fs.readdirSync(outboxDir);
    expect(file).toMatch(/\.eml$/);
    expect(fs.statSync(path.join(outboxDir, file ?? '')).mode & 0o777).toBe(0o600);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('awa@exemple.sn');
    expect(logged[0]).not.toContain('rst_secret');
  });
});
