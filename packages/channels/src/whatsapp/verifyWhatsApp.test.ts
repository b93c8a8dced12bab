import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyHandshake } from './verifyHandshake';
import { verifyWhatsAppSignature } from './verifyWhatsAppSignature';

const secret = 'app-secret-123';
// Non-ASCII as Meta sends it: the signature covers these exact bytes.
const raw = Buffer.from('{"object":"whatsapp_business_account","entry":[{"t":"\\u00e9t\\u00e9"}]}');
const sign = (body: Buffer, key = secret) => `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;

describe('verifyWhatsAppSignature', () => {
  it('accepts the right signature, in either hex case', () => {
    expect(verifyWhatsAppSignature(raw, sign(raw), secret)).toBe(true);
    expect(verifyWhatsAppSignature(raw, sign(raw).toUpperCase().replace('SHA256', 'sha256'), secret)).toBe(
      true,
    );
  });

  it('refuses a wrong secret, a changed body, or re-serialised JSON', () => {
    expect(verifyWhatsAppSignature(raw, sign(raw, 'other'), secret)).toBe(false);
    expect(verifyWhatsAppSignature(Buffer.from(`${raw} `), sign(raw), secret)).toBe(false);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(raw.toString())));
    expect(verifyWhatsAppSignature(reserialised, sign(raw), secret)).toBe(false);
  });

  it('refuses a missing, malformed or short header without throwing', () => {
    expect(verifyWhatsAppSignature(raw, undefined, secret)).toBe(false);
    expect(verifyWhatsAppSignature(raw, '', secret)).toBe(false);
    expect(verifyWhatsAppSignature(raw, sign(raw).slice(7), secret)).toBe(false);
    expect(verifyWhatsAppSignature(raw, 'sha256=abcd', secret)).toBe(false);
    expect(verifyWhatsAppSignature(raw, `${sign(raw)}00`, secret)).toBe(false);
    expect(verifyWhatsAppSignature(raw, `sha1=${'0'.repeat(40)}`, secret)).toBe(false);
  });

  it('refuses everything when no secret is configured', () => {
    expect(verifyWhatsAppSignature(raw, sign(raw, ''), '')).toBe(false);
  });
});

describe('verifyHandshake', () => {
  const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'mot-cle', 'hub.challenge': '1158201444' };

  it('returns the challenge unchanged for an accepted token', () => {
    expect(verifyHandshake(query, ['autre', 'mot-cle'])).toEqual({ ok: true, challenge: '1158201444' });
    expect(verifyHandshake({ ...query, 'hub.challenge': ' a&b ' }, ['mot-cle'])).toEqual({
      ok: true,
      challenge: ' a&b ',
    });
  });

  it('refuses a wrong token, a wrong mode, a missing challenge or empty tokens', () => {
    expect(verifyHandshake(query, ['autre'])).toEqual({ ok: false });
    expect(verifyHandshake({ ...query, 'hub.mode': 'unsubscribe' }, ['mot-cle'])).toEqual({ ok: false });
    expect(verifyHandshake({ ...query, 'hub.challenge': undefined }, ['mot-cle'])).toEqual({ ok: false });
    expect(verifyHandshake({ ...query, 'hub.verify_token': '' }, [''])).toEqual({ ok: false });
    expect(verifyHandshake({ ...query, 'hub.verify_token': ['mot-cle'] }, ['mot-cle'])).toEqual({
      ok: false,
    });
    expect(verifyHandshake(null, ['mot-cle'])).toEqual({ ok: false });
  });
});
