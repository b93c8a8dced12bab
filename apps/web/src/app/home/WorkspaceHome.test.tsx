import type { ChatbotListItem } from '@griot/contract/chatbots/chatbotSchemas';
import type { ConversationSummary } from '@griot/contract/conversations/conversationSchemas';
import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { clearStoredSession, storeSession } from '../../lib/sessionStore';
import { WorkspaceHome } from './WorkspaceHome';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    chatbots: { list: vi.fn() },
    conversations: { list: vi.fn() },
    stats: { global: vi.fn() },
    inbox: { counts: vi.fn() },
  },
}));

function signInAs(role: WorkspaceRole) {
  const workspace = { id: 'w1', name: 'Téranga Shop', kind: 'own' as const, role };
  storeSession({ data: { id: 'u1', token: 't', workspace } as never, token: 't' });
}

const chatbot = (id: string, name: string) =>
  ({ _id: id, bot_name: name, type: 'whatsapp', avatar: '', status: 'active' }) as ChatbotListItem;
const conversation = (usertel: string, unread: number) =>
  ({ usertel, unread_count: unread }) as ConversationSummary;

function renderHome() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <WorkspaceHome />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the home of each role', () => {
  afterEach(() => {
    cleanup();
    clearStoredSession();
    vi.clearAllMocks();
  });

  it('shows an agent the chatbots with their unread conversations, those waiting first, and never asks for the figures', async () => {
    signInAs('agent');
    vi.mocked(api.chatbots.list).mockResolvedValue({
      success: true,
      chatbots: [chatbot('c1', 'Boutique calme'), chatbot('c2', 'Service client')],
    });
    vi.mocked(api.conversations.list).mockImplementation(async (input) => ({
      success: true as const,
      has_more: false,
      conversations:
        input.chatbotId === 'c2'
          ? [conversation('a', 2), conversation('b', 1), conversation('c', 0)]
          : [conversation('d', 0)],
    }));
    const view = { total: 0, unread: 0 };
    vi.mocked(api.inbox.counts).mockResolvedValue({
      success: true,
      views: { mine: { total: 2, unread: 1 }, unassigned: view, all: view, resolved: view },
      waiting: 3,
    });
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Vos conversations' })).toBeTruthy();
    // The team inbox first: who waits for a person, what is mine, the way there.
    const inbox = within(screen.getByRole('region', { name: 'Boîte de réception' }));
    expect(await inbox.findByText('3 clients attendent une personne')).toBeTruthy();
    expect(inbox.getByText('2 conversations à vous')).toBeTruthy();
    expect(inbox.getByRole('link', { name: 'Ouvrir la boîte de réception' }).getAttribute('href')).toBe(
      '/dashboard/inbox',
    );
    expect(await screen.findByText('2 conversations non lues')).toBeTruthy();
    expect(await screen.findByText('Aucune conversation non lue')).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Service client',
      'Boutique calme',
    ]);
    const open = within(cards[0] as HTMLElement).getByRole('link', {
      name: 'Ouvrir les conversations de Service client',
    });
    expect(open.getAttribute('href')).toBe('/dashboard/chat/c2');
    expect(api.stats.global).not.toHaveBeenCalled();
  });

  it('tells an agent of a workspace without chatbots where conversations will come from', async () => {
    signInAs('agent');
    vi.mocked(api.chatbots.list).mockResolvedValue({ success: true, chatbots: [] });
    renderHome();
    expect(await screen.findByText('Aucun chatbot dans cet espace de travail')).toBeTruthy();
  });

  it('offers a retry when the chatbots cannot be read', async () => {
    signInAs('agent');
    vi.mocked(api.chatbots.list).mockRejectedValue(new Error('réseau'));
    renderHome();
    expect(await screen.findByText('Impossible de charger les chatbots')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('shows an editor the figures', async () => {
    signInAs('editor');
    vi.mocked(api.stats.global).mockReturnValue(new Promise(() => {}));
    renderHome();
    await vi.waitFor(() => expect(api.stats.global).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Vos conversations' })).toBeNull();
    expect(api.chatbots.list).not.toHaveBeenCalled();
  });
});
