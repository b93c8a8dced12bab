import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { InboxList } from './InboxList';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    chatbots: { list: vi.fn() },
    inbox: { list: vi.fn(), counts: vi.fn(), members: vi.fn(), labels: vi.fn() },
  },
}));
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }));

const inbox = vi.mocked(api.inbox);
const BOT = '7f0c1c52-3a1e-4d5b-9a57-2f1f8d0e9b11';
const LABEL = '0b6f7c1e-2d4a-4f3b-8e9a-1c2d3e4f5a6b';
const ME = 'a1b2c3d4-0000-4000-8000-000000000001';
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const conversation = (over: Partial<InboxConversation> & { id: string }): InboxConversation => ({
  chatbot_id: BOT,
  chatbot_name: 'Boutique Téranga',
  channel: 'whatsapp',
  usertel: '221770000001',
  name: 'Awa Ndiaye',
  phone: '221770000001',
  status: 'open',
  assignee: null,
  snoozed_until: null,
  waiting_since: null,
  last_message_at: ago(5),
  last_message_preview: 'Bonjour',
  unread_count: 0,
  labels: [],
  reply_window_ends_at: null,
  ...over,
});

const awa = conversation({
  id: 'c-awa',
  waiting_since: ago(12),
  unread_count: 3,
  last_message_preview: 'Ma commande n’est pas arrivée',
  labels: [{ id: LABEL, name: 'Livraison', color: 'orange' }],
});
const modou = conversation({
  id: 'c-modou',
  name: 'Modou Fall',
  channel: 'telegram',
  chatbot_name: 'Service client',
  status: 'pending',
  assignee: { id: ME, name: 'Aïssatou Ba' },
  last_message_at: ago(60),
});
const fatou = conversation({ id: 'c-fatou', name: 'Fatou Sow', status: 'open', waiting_since: ago(45) });

const count = (total: number, unread = 0) => ({ total, unread });

function Page() {
  return <InboxList selectedId={useParams().conversationId} />;
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
const where = () => screen.getByTestId('location').textContent;

function renderAt(path = '/dashboard/inbox') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/inbox" element={<Page />}>
              <Route path=":conversationId" element={null} />
            </Route>
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * A click awaited in act: the router's navigations are transitions, which a synchronous act
 * leaves half done in jsdom (the address changes, the screen's effects wait).
 */
const click = (element: Element) =>
  act(async () => {
    fireEvent.click(element);
  });

const lastListInput = () => inbox.list.mock.calls.at(-1)?.[0];
const row = (name: string) => screen.getByRole('link', { name: new RegExp(name) });

// jsdom lays nothing out: the list's scroller says it is 800 px high, so the virtualiser shows rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

beforeEach(() => {
  localStorage.setItem('user', JSON.stringify({ data: { id: ME, token: 'tok' }, token: 'tok' }));
  inbox.list.mockResolvedValue({ success: true, conversations: [awa, modou, fatou], next_cursor: null });
  inbox.counts.mockResolvedValue({
    success: true,
    views: { mine: count(4, 2), unassigned: count(3), all: count(1250, 5), resolved: count(980, 1) },
    waiting: 3,
  });
  inbox.members.mockResolvedValue({
    success: true,
    members: [
      {
        id: 'b-1',
        name: 'Ibrahima Sarr',
        avatar: '',
        role: 'agent',
        availability: 'available',
        open_count: 2,
      },
      { id: ME, name: 'Aïssatou Ba', avatar: '', role: 'agent', availability: 'away', open_count: 1 },
    ],
  });
  inbox.labels.mockResolvedValue({
    success: true,
    labels: [{ id: LABEL, name: 'Livraison', color: 'orange' }],
  });
  vi.mocked(api.chatbots.list).mockResolvedValue({
    success: true,
    chatbots: [{ _id: BOT, bot_name: 'Boutique Téranga', type: 'whatsapp' }],
  } as never);
});

afterEach(async () => {
  cleanup();
  vi.resetAllMocks();
  localStorage.clear();
  await switchLanguage('fr');
});

describe('the inbox list', () => {
  it('opens on my conversations, each row with what an agent needs to pick the next one', async () => {
    renderAt();
    expect(await screen.findByText('Awa Ndiaye')).toBeTruthy();
    expect(lastListInput()).toEqual({ view: 'mine', limit: 50 });
    const first = within(row('Awa Ndiaye'));
    expect(first.getByText('Boutique Téranga')).toBeTruthy();
    expect(first.getByText('Ma commande n’est pas arrivée')).toBeTruthy();
    expect(first.getByText('Ouverte')).toBeTruthy();
    expect(first.getByLabelText('3 messages non lus')).toBeTruthy();
    expect(first.getByText('attend depuis 12 min')).toBeTruthy();
    expect(first.getByText('Livraison')).toBeTruthy();
    expect(first.getByLabelText('Non assignée')).toBeTruthy();
    expect(first.getByText('WhatsApp')).toBeTruthy();
    const second = within(row('Modou Fall'));
    expect(second.getByText('En attente')).toBeTruthy();
    expect(second.getByLabelText('Assignée à Aïssatou Ba')).toBeTruthy();
    expect(second.queryByText(/attend depuis/)).toBeNull();
    // 45 minutes: red, past the 30 minutes a customer tends to give up.
    expect(
      within(row('Fatou Sow'))
        .getByText('attend depuis 45 min')
        .closest('.mantine-Badge-root')
        ?.getAttribute('style'),
    ).toContain('red');
    expect(row('Awa Ndiaye').getAttribute('href')).toBe('/dashboard/inbox/c-awa');
  });

  it('switches views by their tabs, each with its count and unread, the view kept in the address', async () => {
    renderAt();
    const tabs = await screen.findByRole('tablist', { name: 'Vues de la boîte de réception' });
    const mine = within(tabs).getByRole('tab', { name: /À moi/ });
    expect(mine.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(within(mine).getByLabelText('4 conversations')).toBeTruthy());
    expect(within(mine).getByLabelText('2 non lues')).toBeTruthy();
    const all = within(tabs).getByRole('tab', { name: /Toutes/ });
    expect(within(all).getByText('1 250')).toBeTruthy();
    expect(within(all).queryByLabelText(/non lue/)).toBeNull();
    expect(
      within(within(tabs).getByRole('tab', { name: /Résolues/ })).queryByLabelText(/non lue/),
    ).toBeNull();

    inbox.list.mockResolvedValue({ success: true, conversations: [], next_cursor: null });
    await click(within(tabs).getByRole('tab', { name: /Non assignées/ }));
    expect(await screen.findByText('Aucune conversation non assignée')).toBeTruthy();
    expect(where()).toBe('/dashboard/inbox?view=unassigned');
    expect(lastListInput()).toEqual({ view: 'unassigned', limit: 50 });
  });

  it('shows the empty state of each view', async () => {
    inbox.list.mockResolvedValue({ success: true, conversations: [], next_cursor: null });
    renderAt();
    expect(await screen.findByText('Aucune conversation à vous')).toBeTruthy();
    cleanup();
    renderAt('/dashboard/inbox?view=resolved');
    expect(await screen.findByText('Aucune conversation résolue')).toBeTruthy();
  });

  it('puts the filters in the address and the list call, as removable chips', async () => {
    renderAt('/dashboard/inbox?view=all');
    await screen.findByText('Awa Ndiaye');
    await click(screen.getByRole('button', { name: 'Filtres' }));
    const dialog = await screen.findByRole('dialog');
    await click(within(dialog).getByPlaceholderText('Tous les statuts'));
    await click(await within(dialog).findByRole('option', { name: 'En attente' }));
    await waitFor(() => expect(where()).toBe('/dashboard/inbox?view=all&status=pending'));
    await waitFor(() => expect(lastListInput()).toEqual({ view: 'all', status: 'pending', limit: 50 }));

    await click(within(dialog).getByPlaceholderText('Tout le monde'));
    const people = await within(dialog).findAllByRole('option');
    // Me first, then the others, then nobody.
    expect(people.map((option) => option.textContent)).toEqual([
      'Aïssatou Ba (vous)',
      'Ibrahima Sarr',
      'Non assignée',
    ]);
    await click(within(dialog).getByRole('option', { name: 'Non assignée' }));
    await waitFor(() => expect(where()).toBe('/dashboard/inbox?view=all&status=pending&assignee=none'));
    await waitFor(() => expect(lastListInput()).toMatchObject({ status: 'pending', assignee_id: 'none' }));

    const chips = screen.getByRole('group', { name: 'Filtres actifs' });
    expect(within(chips).getByText('Statut : En attente')).toBeTruthy();
    expect(within(chips).getByText('Assignée à : Non assignée')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filtres (2 actifs)' })).toBeTruthy();
    await click(within(chips).getByRole('button', { name: 'Retirer le filtre Statut : En attente' }));
    await waitFor(() => expect(where()).toBe('/dashboard/inbox?view=all&assignee=none'));
    await click(within(chips).getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(where()).toBe('/dashboard/inbox?view=all'));
  });

  it('reads a shared link with its filters, and names them in chips', async () => {
    renderAt(`/dashboard/inbox?view=all&chatbot=${BOT}&label=${LABEL}&channel=whatsapp`);
    await screen.findByText('Awa Ndiaye');
    expect(lastListInput()).toEqual({
      view: 'all',
      chatbot_id: BOT,
      label_id: LABEL,
      channel: 'whatsapp',
      limit: 50,
    });
    const chips = screen.getByRole('group', { name: 'Filtres actifs' });
    expect(await within(chips).findByText('Chatbot : Boutique Téranga')).toBeTruthy();
    expect(await within(chips).findByText('Étiquette : Livraison')).toBeTruthy();
    expect(within(chips).getByText('Canal : WhatsApp')).toBeTruthy();
  });

  it('searches 300 ms after the last key, once, and says when nothing matches', async () => {
    renderAt();
    await screen.findByText('Awa Ndiaye');
    const calls = inbox.list.mock.calls.length;
    const search = screen.getByRole('searchbox', { name: 'Rechercher une conversation' });
    expect(search.getAttribute('placeholder')).toBe('Rechercher un nom, un numéro ou un message');
    inbox.list.mockResolvedValue({ success: true, conversations: [], next_cursor: null });
    for (const text of ['A', 'Aw', 'Awa']) fireEvent.change(search, { target: { value: text } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(inbox.list.mock.calls.length).toBe(calls);
    await waitFor(() => expect(lastListInput()).toEqual({ view: 'mine', search: 'Awa', limit: 50 }));
    expect(inbox.list.mock.calls.length).toBe(calls + 1);
    expect(where()).toBe('/dashboard/inbox?q=Awa');
    expect(await screen.findByText('Aucune conversation ne correspond')).toBeTruthy();
  });

  it('asks for the next page with the cursor as the end of the list comes near', async () => {
    inbox.list.mockImplementation(async (input) =>
      input.cursor === 'page-2'
        ? {
            success: true,
            conversations: [conversation({ id: 'c-late', name: 'Cheikh Diop' })],
            next_cursor: null,
          }
        : { success: true, conversations: [awa, modou], next_cursor: 'page-2' },
    );
    renderAt();
    expect(await screen.findByText('Cheikh Diop')).toBeTruthy();
    expect(inbox.list).toHaveBeenCalledWith({ view: 'mine', limit: 50, cursor: 'page-2' }, expect.anything());
    expect(inbox.list).toHaveBeenCalledTimes(2);
  });

  it('opens the next and previous conversations with J and K, not while typing', async () => {
    renderAt('/dashboard/inbox?view=all');
    await screen.findByText('Awa Ndiaye');
    const press = (key: string, target: Element = document.body, extra = {}) =>
      act(async () => {
        fireEvent.keyDown(target, { key, ...extra });
      });
    await press('j');
    await waitFor(() => expect(where()).toBe('/dashboard/inbox/c-awa?view=all'));
    await press('j');
    await waitFor(() => expect(where()).toBe('/dashboard/inbox/c-modou?view=all'));
    expect(row('Modou Fall').getAttribute('aria-current')).toBe('page');
    await press('k');
    await waitFor(() => expect(where()).toBe('/dashboard/inbox/c-awa?view=all'));
    await press('j', screen.getByRole('searchbox'));
    await press('j', document.body, { altKey: true });
    expect(where()).toBe('/dashboard/inbox/c-awa?view=all');
  });

  it('moves between rows with the arrows', async () => {
    renderAt();
    await screen.findByText('Awa Ndiaye');
    row('Awa Ndiaye').focus();
    fireEvent.keyDown(row('Awa Ndiaye'), { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(row('Modou Fall')));
    fireEvent.keyDown(row('Modou Fall'), { key: 'End' });
    await waitFor(() => expect(document.activeElement).toBe(row('Fatou Sow')));
    fireEvent.keyDown(row('Fatou Sow'), { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(row('Modou Fall')));
  });

  it("lists every shortcut on '?', the conversation's included", async () => {
    renderAt();
    await screen.findByText('Awa Ndiaye');
    fireEvent.keyDown(document.body, { key: '?' });
    const help = await screen.findByRole('dialog', { name: 'Raccourcis clavier' });
    for (const text of [
      'Conversation suivante',
      'Conversation précédente',
      'Résoudre la conversation',
      'Me l’assigner',
    ])
      expect(within(help).getByText(text)).toBeTruthy();
  });

  it('offers to try again when the list cannot be read', async () => {
    inbox.list.mockRejectedValue(new TypeError('network'));
    renderAt();
    expect(await screen.findByText('Impossible de charger les conversations')).toBeTruthy();
    inbox.list.mockResolvedValue({ success: true, conversations: [awa], next_cursor: null });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Awa Ndiaye')).toBeTruthy();
  });

  it('speaks English and Spanish', async () => {
    await act(() => switchLanguage('en'));
    renderAt();
    expect(await screen.findByRole('tab', { name: /Mine/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Unassigned/ })).toBeTruthy();
    expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe(
      'Search a name, a number or a message',
    );
    await screen.findByText('Awa Ndiaye');
    expect(await within(row('Awa Ndiaye')).findByText('waiting for 12 min')).toBeTruthy();
    expect(within(row('Awa Ndiaye')).getByText('Open')).toBeTruthy();
    await act(() => switchLanguage('es'));
    expect(await screen.findByRole('tab', { name: /Sin asignar/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeTruthy();
    expect(within(row('Awa Ndiaye')).getByText('Abierta')).toBeTruthy();
  });
});
