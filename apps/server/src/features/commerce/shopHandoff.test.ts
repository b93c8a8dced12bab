import { createDecipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';

function openFragment(url: string, sharedKey: string): Record<string, unknown> {
  const sealed = Buffer.from(url.split('#')[1] ?? '', 'base64url');
  const key = createHash('sha256').update(sharedKey).digest();
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return JSON.parse(
    Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]).toString(
      'utf8',
    ),
  );
}

describe('POST /strong/ecommerce/handoff', () => {
  it('says when no shop is configured', async () => {
    const server = await buildTestServer();
    try {
      const { auth } = await buildAccount(server);
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/strong/ecommerce/handoff',
        headers: auth,
        payload: {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("La boutique en ligne n'est pas configurée sur ce serveur.");
      const status = await server.app.inject({
        method: 'GET',
        url: '/api/strong/ecommerce/status',
        headers: auth,
      });
      expect(status.json()).toEqual({ success: true, configured: false });
    } finally {
      await server.close();
    }
  });

  it('puts the session, encrypted for the shop, in the fragment of its autoconnect path', async () => {
    const server = await buildTestServer({
      commerceUrl: 'https://boutique.example',
      commerceSharedKey: 'une clé partagée',
    });
    try {
      const { user, auth } = await buildAccount(server);
      const { url, autoconnect } = (
        await server.app.inject({
          method: 'POST',
          url: '/api/strong/ecommerce/handoff',
          headers: auth,
          payload: {},
        })
      ).json();
      expect(autoconnect).toBe(true);
      const status = await server.app.inject({
        method: 'GET',
        url: '/api/strong/ecommerce/status',
        headers: auth,
      });
      expect(status.json()).toEqual({ success: true, configured: true });
      expect(url).toMatch(/^https:\/\/boutique\.example\/autoconnect#[A-Za-z0-9_-]+$/);
      const payload = openFragment(url, 'une clé partagée');
      expect(payload).toMatchObject({ user: { id: user.id, email: user.email } });
      expect(JSON.stringify(payload)).not.toContain('grt_');
      expect(() => openFragment(url, 'une autre clé')).toThrow();
    } finally {
      await server.close();
    }
  });
});
