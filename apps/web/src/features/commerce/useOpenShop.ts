import { messages } from '@griot/contract/messages';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { commerceTexts } from './commerceTexts';
import type { ShopHandoffResult } from './requestShopHandoff';
import { isShopPath, SHOP_FALLBACK_PATH } from './shopSections';

/**
 * The 'Boutique en ligne' action: opens the connected shop in a new window,
 * already logged in. Without a shop on this server, the in-app page that explains it opens instead.
 * `shopConfigured` (asked of the server when the shell loads) spares the empty window a server
 * without a shop would flash; unknown yet, the window opens and closes if there is none.
 */
export function useOpenShop(shopConfigured?: boolean): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    if (shopConfigured === false) {
      explainNoShop(pathname, navigate);
      return;
    }
    // Opened now, within the click: browsers block a window opened after an await.
    const shopWindow = window.open('about:blank', '_blank');
    if (shopWindow) prepare(shopWindow);
    void loadAndRequest().then((result) => {
      if (result.kind === 'open') {
        showShop(shopWindow, result.url);
        return;
      }
      shopWindow?.close();
      if (result.kind === 'failed') {
        notifications.show({ color: 'red', title: commerceTexts.shop, message: result.message });
      } else {
        explainNoShop(pathname, navigate);
      }
    });
  }, [navigate, pathname, shopConfigured]);
}

/** No shop on this server: the in-app page explains it, or a notice when already there. */
function explainNoShop(pathname: string, navigate: (path: string) => void): void {
  if (isShopPath(pathname)) {
    notifications.show({
      color: 'yellow',
      title: commerceTexts.shop,
      message: messages.commerce.notConfigured,
    });
  } else {
    navigate(SHOP_FALLBACK_PATH);
  }
}

/** The request code is loaded on the first click only; this never rejects. */
async function loadAndRequest(): Promise<ShopHandoffResult> {
  try {
    const { requestShopHandoff } = await import('./requestShopHandoff');
    return await requestShopHandoff();
  } catch {
    // The chunk itself did not load (a new release deployed, the connection lost).
    return { kind: 'failed', message: messages.common.serverUnreachable };
  }
}

function prepare(shopWindow: Window): void {
  // The shop must not reach back into the back-office through window.opener.
  shopWindow.opener = null;
  try {
    const opening = commerceTexts.opening;
    shopWindow.document.title = opening;
    shopWindow.document.body.textContent = opening;
  } catch {
    // A waiting message is a courtesy; the handoff works without it.
  }
}

function showShop(shopWindow: Window | null, url: string): void {
  if (!shopWindow) {
    // The browser refused the new window: the shop opens here rather than not at all.
    window.location.assign(url);
    return;
  }
  // A window the user closed while waiting stays closed.
  if (!shopWindow.closed) shopWindow.location.href = url;
}
