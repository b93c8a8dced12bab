import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { readServerSentEvents, type ServerSentEvent } from '../../lib/readServerSentEvents';
import { AvailabilityMenu } from './AvailabilityMenu';
import { inboxCountsOptions } from './inboxQueries';
import { useInboxLiveEvents } from './useInboxLiveEvents';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    inbox: { list: vi.fn(), counts: vi.fn(), get: vi.fn(), members: vi.fn(), setAvailability: vi.fn() },
    conversations: { transcript: vi.fn() },
  },
}));
vi.mock('../../lib/readServerSentEvents', () => ({ readServerSentEvents: vi.fn(() => Promise.resolve()) }));
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }));

const inbox = vi.mocked(api.inbox);
const ME = 'a1b2c3d4-0000-4000-8000-000000000001';
const view = { total: 0, unread: 0 };

const awa: InboxConversation = {
  id: 'c-awa',
  chatbot_id: 'b1',
  chatbot_name: 'Boutique Téranga',
  channel: 'whatsapp',
  usertel: '221770000001',
  name: 'Awa Ndiaye',
  phone: '221770000001',
  status: 'open',
  assignee: { id: ME, name: 'Aïssatou Ba' },
  snoozed_until: null,
  waiting_since: null,
  last_message_at: null,
  last_message_preview: '',
  unread_count: 0,
  labels: [],
  reply_window_ends_at: null,
};

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The shell's part: the stream, and a count on screen that it keeps fresh. */
function Live({ workspace }: { workspace: string | null }) {
  useInboxLiveEvents(workspace, ME);
  const counts = useQuery(inboxCountsOptions());
  return <span data-testid="waiting">{counts.data?.waiting}</span>;
}

function renderWith(children: ReactElement, path = '/dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          {children}
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const stream = () => {
  const call = vi.mocked(readServerSentEvents).mock.calls.at(-1);
  if (!call) throw new Error('no stream');
  return { url: call[0], options: call[1] };
};
const emit = (event: ServerSentEvent) => act(() => stream().options.onEvent(event));
const change = (id: string, assignee: string | null) =>
  emit({ event: 'conversation', data: JSON.stringify({ id, assignee_id: assignee }) });

beforeEach(() => {
  localStorage.setItem('user', JSON.stringify({ data: { id: ME, token: 'tok' }, token: 'tok' }));
  inbox.counts.mockResolvedValue({
    success: true,
    views: { mine: view, unassigned: view, all: view, resolved: view },
    waiting: 2,
  });
  inbox.list.mockResolvedValue({
    success: true,
    conversations: [{ ...awa, id: 'c-old' }],
    next_cursor: null,
  });
  inbox.get.mockResolvedValue({ success: true, conversation: awa, notes: [], episode: null });
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  localStorage.clear();
});

describe('the inbox, live', () => {
  it('reads the workspace stream with the session, backing off after failures', async () => {
    renderWith(<Live workspace="w1" />);
    await waitFor(() => expect(readServerSentEvents).toHaveBeenCalledTimes(1));
    const { url, options } = stream();
    expect(url).toBe('http://localhost/api/inbox/events');
    expect(options.headers).toEqual({ Authorization: 'Bearer tok' });
    expect(typeof options.retryMs).toBe('function');
    expect((options.retryMs as (failures: number) => number)(6)).toBeGreaterThanOrEqual(24_000);
    cleanup();
    vi.mocked(readServerSentEvents).mockClear();
    renderWith(<Live workspace={null} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readServerSentEvents).not.toHaveBeenCalled();
  });

  it('refreshes the counts when a conversation changes', async () => {
    renderWith(<Live workspace="w1" />);
    expect(await screen.findByText('2')).toBeTruthy();
    inbox.counts.mockResolvedValue({
      success: true,
      views: { mine: view, unassigned: view, all: view, resolved: view },
      waiting: 3,
    });
    await change('c-awa', null);
    expect(await screen.findByText('3')).toBeTruthy();
  });

  it('tells me of a conversation newly assigned to me, once, and opens it from the notice', async () => {
    renderWith(<Live workspace="w1" />);
    await waitFor(() => expect(readServerSentEvents).toHaveBeenCalled());
    // Before the stream opened (and 'À moi' was read), nothing counts as new.
    await change('c-awa', ME);
    act(() => stream().options.onOpen?.());
    await waitFor(() => expect(inbox.list).toHaveBeenCalledWith({ view: 'mine', limit: 100 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await change('c-old', ME); // already mine: a message in it
    await change('c-new', 'someone-else');
    await change('c-awa', ME);
    await waitFor(() => expect(notifications.show).toHaveBeenCalledTimes(1));
    const notice = vi.mocked(notifications.show).mock.calls[0]?.[0];
    expect(notice?.title).toBe('Nouvelle conversation assignée : Awa Ndiaye');
    await change('c-awa', ME);
    expect(notifications.show).toHaveBeenCalledTimes(1);

    const link = notice?.message;
    if (!isValidElement<{ onClick: () => void }>(link)) throw new Error('no link in the notice');
    act(() => link.props.onClick());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/inbox/c-awa'));
  });

  it('says nothing of my own assignment in the conversation on screen', async () => {
    renderWith(<Live workspace="w1" />, '/dashboard/inbox/c-awa');
    await waitFor(() => expect(readServerSentEvents).toHaveBeenCalled());
    act(() => stream().options.onOpen?.());
    await waitFor(() => expect(inbox.list).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await change('c-awa', ME);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notifications.show).not.toHaveBeenCalled();
  });
});

describe('the availability menu', () => {
  const members = (availability: 'available' | 'away') => ({
    success: true as const,
    members: [{ id: ME, name: 'Aïssatou Ba', avatar: '', role: 'agent', availability, open_count: 0 }],
  });

  it('shows my availability and changes it, the server agreeing', async () => {
    inbox.members.mockResolvedValue(members('away'));
    inbox.setAvailability.mockResolvedValue({ success: true, availability: 'available' });
    renderWith(<AvailabilityMenu />);
    const button = await screen.findByRole('button', { name: 'Disponibilité : Absent' });
    fireEvent.click(button);
    inbox.members.mockResolvedValue(members('available'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Disponible' }));
    await waitFor(() =>
      expect(inbox.setAvailability).toHaveBeenCalledWith({ availability: 'available' }, expect.anything()),
    );
    expect(await screen.findByRole('button', { name: 'Disponibilité : Disponible' })).toBeTruthy();
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Disponibilité enregistrée : Disponible' }),
      ),
    );
  });

  it('goes back to what it was when the server refuses', async () => {
    inbox.members.mockResolvedValue(members('available'));
    inbox.setAvailability.mockRejectedValue(new TypeError('network'));
    renderWith(<AvailabilityMenu />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disponibilité : Disponible' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Absent' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'Impossible de changer votre disponibilité' }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Disponibilité : Disponible' })).toBeTruthy();
  });

  it('shows nothing until my row is known', async () => {
    inbox.members.mockResolvedValue({ success: true, members: [] });
    renderWith(<AvailabilityMenu />);
    await waitFor(() => expect(inbox.members).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Disponibilité/ })).toBeNull();
  });
});
