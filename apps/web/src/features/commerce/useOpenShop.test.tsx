import { messages } from '@griot/contract/messages';
import { notifications } from '@mantine/notifications';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { requestShopHandoff } from './requestShopHandoff';
import { useOpenShop } from './useOpenShop';

vi.mock('./requestShopHandoff', () => ({ requestShopHandoff: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const request = vi.mocked(requestShopHandoff);

interface FakeWindow {
  opener: unknown;
  closed: boolean;
  close: () => void;
  location: { href: string };
  document: { title: string; body: { textContent: string } };
}

function fakeWindow(): FakeWindow {
  return {
    opener: window,
    closed: false,
    close: vi.fn(),
    location: { href: 'about:blank' },
    document: { title: '', body: { textContent: '' } },
  };
}

function renderOpenShop(path = '/dashboard', configured?: boolean) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ open: useOpenShop(configured), location: useLocation() }), { wrapper });
}

describe('useOpenShop', () => {
  let shop: FakeWindow;
  let open: MockInstance<typeof window.open>;

  beforeEach(() => {
    shop = fakeWindow();
    open = vi.spyOn(window, 'open').mockReturnValue(shop as unknown as Window);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });

  it('opens no window at all when the server said it has no shop', async () => {
    const { result } = renderOpenShop('/dashboard', false);
    result.current.open();
    expect(open).not.toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.location.pathname).not.toBe('/dashboard'));
  });

  it('opens the window within the click, then sends it to the autoconnect address', async () => {
    request.mockResolvedValue({ kind: 'open', url: 'https://shop.example/autoconnect#k' });
    const { result } = renderOpenShop();
    result.current.open();
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(shop.opener).toBeNull();
    await waitFor(() => expect(shop.location.href).toBe('https://shop.example/autoconnect#k'));
    expect(shop.close).not.toHaveBeenCalled();
  });

  it('closes the window and opens the in-app shop page when the server has no shop', async () => {
    request.mockResolvedValue({ kind: 'unavailable' });
    const { result } = renderOpenShop();
    result.current.open();
    await waitFor(() => expect(result.current.location.pathname).toBe('/dashboard/transactions'));
    expect(shop.close).toHaveBeenCalled();
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('says the shop is not configured when already on the shop page', async () => {
    request.mockResolvedValue({ kind: 'unavailable' });
    const { result } = renderOpenShop('/dashboard/orders');
    result.current.open();
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ message: messages.commerce.notConfigured }),
      ),
    );
    expect(result.current.location.pathname).toBe('/dashboard/orders');
  });

  it("closes the window and shows the server's message in red on other failures", async () => {
    request.mockResolvedValue({ kind: 'failed', message: 'Erreur interne du serveur.' });
    const { result } = renderOpenShop();
    result.current.open();
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'Erreur interne du serveur.' }),
      ),
    );
    expect(shop.close).toHaveBeenCalled();
    expect(result.current.location.pathname).toBe('/dashboard');
  });

  it('leaves a window the user closed while waiting alone', async () => {
    request.mockResolvedValue({ kind: 'open', url: 'https://shop.example/autoconnect#k' });
    const { result } = renderOpenShop();
    result.current.open();
    shop.closed = true;
    await waitFor(() => expect(request).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shop.location.href).toBe('about:blank');
  });
});
