import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenTitleFor } from '../../components/screenTitles';
import { api } from '../../lib/apiClient';
import { InboxPage } from './InboxPage';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    chatbots: { list: vi.fn() },
    inbox: { list: vi.fn(), counts: vi.fn(), members: vi.fn(), labels: vi.fn() },
  },
}));
// The pane is the conversation feature's; the page only places it and tells it the way back.
vi.mock('../../features/inboxConversation/InboxConversationPane', () => ({
  InboxConversationPane: ({ conversationId, backTo }: { conversationId: string; backTo: string }) => (
    <section aria-label="pane">
      {conversationId} {backTo}
    </section>
  ),
}));

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/inbox" element={<InboxPage />}>
              <Route path=":conversationId" element={null} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return container.firstElementChild as HTMLElement;
}

beforeEach(() => {
  localStorage.setItem('user', JSON.stringify({ data: { id: 'u1', token: 'tok' }, token: 'tok' }));
  vi.mocked(api.inbox.list).mockResolvedValue({ success: true, conversations: [], next_cursor: null });
  vi.mocked(api.inbox.counts).mockReturnValue(new Promise(() => {}));
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  localStorage.clear();
});

describe('the inbox page', () => {
  it('shows the list and, with no conversation open, invites to pick one', async () => {
    renderAt('/dashboard/inbox');
    expect(await screen.findByText('Choisissez une conversation')).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Vues de la boîte de réception' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'pane' })).toBeNull();
    // The inbox's other pages, within reach (an owner reads the response times).
    expect(screen.getByRole('link', { name: 'Réglages de la boîte de réception' }).getAttribute('href')).toBe(
      '/dashboard/inbox/settings',
    );
    expect(screen.getByRole('link', { name: 'Temps de réponse' }).getAttribute('href')).toBe(
      '/dashboard/inbox/reports',
    );
    // A phone shows the list alone (the layout's CSS reads data-open).
    const layout = screen.getByRole('tablist').closest('[class*=layout]');
    expect(layout?.hasAttribute('data-open')).toBe(false);
  });

  it('leaves the response times out for an agent, who still reaches the settings (canned responses)', async () => {
    const workspace = { id: 'w1', name: 'Téranga Shop', kind: 'own', role: 'agent' };
    localStorage.setItem(
      'user',
      JSON.stringify({ data: { id: 'u1', token: 'tok', workspace }, token: 'tok' }),
    );
    renderAt('/dashboard/inbox');
    expect(await screen.findByRole('link', { name: 'Réglages de la boîte de réception' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Temps de réponse' })).toBeNull();
  });

  it('opens the conversation beside the list, its way back keeping the view and filters', async () => {
    renderAt('/dashboard/inbox/c-awa?view=unassigned&channel=whatsapp');
    const pane = await screen.findByRole('region', { name: 'pane' });
    expect(pane.textContent).toBe('c-awa /dashboard/inbox?view=unassigned&channel=whatsapp');
    expect(screen.getByRole('tablist', { name: 'Vues de la boîte de réception' })).toBeTruthy();
    // On a phone, the conversation alone, full screen: the list is hidden, not unmounted.
    const layout = pane.closest('[class*=layout]');
    expect(layout?.getAttribute('data-open')).toBe('true');
    expect(screen.queryByText('Choisissez une conversation')).toBeNull();
  });

  it("is titled 'Boîte de réception', its settings and reports keeping their own titles", () => {
    expect(screenTitleFor('/dashboard/inbox')).toBe('Boîte de réception');
    expect(screenTitleFor('/dashboard/inbox/0b6f7c1e-2d4a-4f3b-8e9a-1c2d3e4f5a6b')).toBe(
      'Boîte de réception',
    );
    expect(screenTitleFor('/dashboard/inbox/settings')).toBe('Réglages de la boîte de réception');
    expect(screenTitleFor('/dashboard/inbox/reports')).toBe('Temps de réponse');
  });
});
