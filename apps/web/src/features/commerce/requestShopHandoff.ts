import { messages } from '@griot/contract/messages';
import { api } from '../../lib/apiClient';
import { classifyApiError } from '../../lib/apiErrors';

/** What the sidebar button does next: open the shop, fall back to the in-app page, or say why not. */
export type ShopHandoffResult =
  | { kind: 'open'; url: string }
  | { kind: 'unavailable' }
  | { kind: 'failed'; message: string };

/**
 * Asks the server for the shop's autoconnect address.
 * The server encrypts the session into the address's fragment; this module is imported only when
 * the button is clicked, so the login and home screens never load it.
 */
export async function requestShopHandoff(): Promise<ShopHandoffResult> {
  try {
    const { url } = await api.commerce.handoff({});
    // Only a web address may replace the new window's page: never a javascript: or data: URL.
    return isWebAddress(url)
      ? { kind: 'open', url }
      : { kind: 'failed', message: messages.common.unexpected };
  } catch (error) {
    return describeFailure(error);
  }
}

function describeFailure(error: unknown): ShopHandoffResult {
  const failure = classifyApiError(error);
  switch (failure.kind) {
    case 'response':
      // A server without the call (404), without a shop (501) or saying so: the in-app page explains.
      if (
        failure.status === 404 ||
        failure.status === 501 ||
        failure.message === messages.commerce.notConfigured
      )
        return { kind: 'unavailable' };
      return { kind: 'failed', message: failure.message || messages.common.unexpected };
    case 'timeout':
    case 'network':
      return { kind: 'failed', message: messages.common.serverUnreachable };
    default:
      return { kind: 'failed', message: messages.common.unexpected };
  }
}

function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
