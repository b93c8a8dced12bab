import { messages } from '@griot/contract/messages';
import { ORPCError } from '@orpc/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { requestShopHandoff } from './requestShopHandoff';

vi.mock('../../lib/apiClient', () => ({ api: { commerce: { handoff: vi.fn() } } }));

const handoff = vi.mocked(api.commerce.handoff);

function httpError(status: number, message: string) {
  return new ORPCError(`HTTP_${status}`, {
    status,
    message,
    data: { success: false, error: message, message },
  });
}

describe('requestShopHandoff', () => {
  afterEach(() => vi.clearAllMocks());

  it("gives the server's autoconnect address", async () => {
    handoff.mockResolvedValue({
      success: true,
      url: 'https://shop.example/autoconnect#s=abc',
      autoconnect: true,
    });
    await expect(requestShopHandoff()).resolves.toEqual({
      kind: 'open',
      url: 'https://shop.example/autoconnect#s=abc',
    });
  });

  it('refuses an address that is not a web address', async () => {
    handoff.mockResolvedValue({ success: true, url: 'javascript:alert(1)', autoconnect: false });
    await expect(requestShopHandoff()).resolves.toEqual({
      kind: 'failed',
      message: messages.common.unexpected,
    });
  });

  it.each([
    [404, 'Route introuvable.'],
    [501, 'Non disponible'],
    [503, messages.commerce.notConfigured],
  ])('falls back to the in-app page on %i %s', async (status, message) => {
    handoff.mockRejectedValue(httpError(status, message));
    await expect(requestShopHandoff()).resolves.toEqual({ kind: 'unavailable' });
  });

  it('passes any other server message on', async () => {
    handoff.mockRejectedValue(httpError(500, 'Erreur interne du serveur.'));
    await expect(requestShopHandoff()).resolves.toEqual({
      kind: 'failed',
      message: 'Erreur interne du serveur.',
    });
  });

  it('says the server cannot be reached on a network failure', async () => {
    handoff.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(requestShopHandoff()).resolves.toEqual({
      kind: 'failed',
      message: messages.common.serverUnreachable,
    });
  });
});
