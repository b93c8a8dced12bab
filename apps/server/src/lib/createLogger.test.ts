import { describe, expect, it } from 'vitest';
import { redactUrl } from './createLogger';

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
