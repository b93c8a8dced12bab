import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, maskSecrets, redactUrl } from './createLogger';

describe('redactUrl', () => {
  it('masks secrets carried in query strings', () => {
    expect(redactUrl('/reset-password?token=rst_abc')).toBe('/reset-password?token=[masqué]');
    expect(
      redactUrl('/api/pipeline/whatsapp/1?hub.mode=subscribe&hub.verify_token=s3cret&hub.challenge=42'),
    ).toBe('/api/pipeline/whatsapp/1?hub.mode=subscribe&hub.verify_token=[masqué]&hub.challenge=42');
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/get/stats?idbotget=42')).toBe('/api/get/stats?idbotget=42');
  });
});

describe('the logger', () => {
  const session = `grt_${'A1b2_C3d4-'.repeat(4)}xyz`;
  const reset = `rst_${'Zz9-'.repeat(10)}abc`;
  const metaToken = 'EAAGm0PX4ZCpsBAKZAZBZCq1234567890abcdef';
  const botToken = '7123456789:AAH9x_vQ2-abcdefghijklmnopqrstuvwxyz';

  it('masks secrets by their shape', () => {
    expect(maskSecrets(`lien: http://x/reset-password?token=${reset} ok`)).toBe(
      'lien: http://x/reset-password?token=[masqué] ok',
    );
    expect(maskSecrets(`https://api.telegram.org/bot${botToken}/sendMessage`)).toBe(
      'https://api.telegram.org/bot[masqué]/sendMessage',
    );
    expect(maskSecrets('rien de secret ici: abc_def')).toBe('rien de secret ici: abc_def');
  });

  it('never writes a secret, whether in a message, a field or an error', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger('debug', sink);
    log.info(`session ${session} ouverte`);
    log.warn({ password: 'UnMotDePasse!1', nested: { token: reset, note: `Bearer ${session}` } }, 'essai');
    log.error({
      err: new Error(`Graph a refusé ${metaToken}`),
      url: `https://api.telegram.org/bot${botToken}/getMe`,
    });
    log.info({ appSecret: 's3cr3t-app', body: { pin: '123456' } }, 'configuration');
    const written = lines.join('');
    for (const secret of [session, reset, metaToken, botToken, 'UnMotDePasse!1', 's3cr3t-app', '123456'])
      expect(written, secret).not.toContain(secret);
    expect(written).toContain('[masqué]');
    const errorLine = JSON.parse(lines[2] ?? '{}');
    expect(errorLine.err.message).toBe('Graph a refusé [masqué]');
    expect(errorLine.err.stack).toContain('createLogger.test.ts');
  });
});
