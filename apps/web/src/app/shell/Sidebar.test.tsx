import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenTitleFor } from '../../components/screenTitles';
import { api } from '../../lib/apiClient';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { clearStoredSession, storeSession } from '../../lib/sessionStore';
import { Sidebar } from './Sidebar';
import type { SidebarState } from './useSidebarExpanded';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { inbox: { counts: vi.fn() } },
}));

/** The inbox's counts with `waiting` customers waiting for a person. */
function inboxWaiting(waiting: number) {
  const view = { total: 0, unread: 0 };
  vi.mocked(api.inbox.counts).mockResolvedValue({
    success: true,
    views: { mine: view, unassigned: view, all: view, resolved: view },
    waiting,
  });
}

const pinnedOpen: SidebarState = {
  small: false,
  pinned: true,
  drawerOpen: false,
  expanded: true,
  togglePinned: vi.fn(),
  openDrawer: vi.fn(),
  closeDrawer: vi.fn(),
  hoverHandlers: {},
};

/** A session working in a workspace with `role` (null: in none). */
function signInAs(role: WorkspaceRole | null) {
  const workspace = role && { id: 'w1', name: 'Téranga Shop', kind: 'own' as const, role };
  storeSession({
    data: { id: 'u1', token: 't', workspace } as never,
    token: 't',
  });
}

function renderSidebar(state: SidebarState = pinnedOpen) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/dashboard/all-users']}>
          <Sidebar state={state} onOpenShop={vi.fn()} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the sidebar', () => {
  beforeEach(() => {
    signInAs('owner');
    inboxWaiting(0);
  });
  afterEach(async () => {
    cleanup();
    clearStoredSession();
    await switchLanguage('fr');
  });

  it('speaks French by default, then English at once after a switch, without a reload', async () => {
    renderSidebar();
    const navigation = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(navigation).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Utilisateurs' })).toBeTruthy();
    expect(screen.getByText('Boutique')).toBeTruthy();

    await act(() => switchLanguage('en'));

    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    for (const name of [
      'Home',
      'Inbox',
      'Chatbots',
      'Users',
      'WhatsApp accounts',
      'Analytics',
      'Orders',
      'Posts',
      'Team',
    ])
      expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.getByText('Shop')).toBeTruthy();
    expect(screen.getByText('Content')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Online shop' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Utilisateurs' })).toBeNull();
  });

  it('opens in Spanish when the language was chosen before', async () => {
    await switchLanguage('es');
    renderSidebar();
    expect(await screen.findByRole('link', { name: 'Usuarios' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bandeja de entrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cuentas de WhatsApp' })).toBeTruthy();
    expect(screen.getByText('Tienda')).toBeTruthy();
  });
});

describe('the sidebar per role', () => {
  beforeEach(() => inboxWaiting(0));
  afterEach(() => {
    cleanup();
    clearStoredSession();
  });

  const linkNames = () =>
    screen.getAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent);

  it('shows an agent the chatbots, the users, the way to the conversations and the team (to leave), nothing it may not open', async () => {
    signInAs('agent');
    renderSidebar();
    await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(linkNames()).toEqual(['Accueil', 'Boîte de réception', 'Chatbots', 'Utilisateurs', 'Équipe']);
    expect(screen.queryByRole('link', { name: 'Comptes WhatsApp' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Analytique' })).toBeNull();
    expect(screen.queryByText('Boutique')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Boutique en ligne' })).toBeNull();
  });

  it('shows an editor the figures, the shop, the content and the team, not the WhatsApp accounts', async () => {
    signInAs('editor');
    renderSidebar();
    await screen.findByRole('navigation', { name: 'Navigation principale' });
    for (const name of ['Chatbots', 'Utilisateurs', 'Analytique', 'Commandes', 'Publications'])
      expect(screen.getByRole('link', { name }), name).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Boutique en ligne' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Comptes WhatsApp' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Équipe' })).toBeTruthy();
  });

  it('shows an admin and an owner the WhatsApp accounts and the team', async () => {
    for (const role of ['admin', 'owner'] as const) {
      signInAs(role);
      renderSidebar();
      expect(await screen.findByRole('link', { name: 'Comptes WhatsApp' }), role).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Équipe' }), role).toBeTruthy();
      cleanup();
    }
  });

  it("shows 'Clients' to a tech provider in its own workspace (as admin or owner) only", async () => {
    const provider = (kind: 'own' | 'client', role: WorkspaceRole, userType = 'provider') =>
      storeSession({
        data: {
          id: 'u1',
          token: 't',
          user_type: userType,
          workspace: { id: 'w1', name: 'Keur Digital', kind, role },
        } as never,
        token: 't',
      });
    provider('own', 'admin');
    renderSidebar();
    expect(await screen.findByRole('link', { name: 'Clients' })).toBeTruthy();
    cleanup();
    for (const [kind, role, userType] of [
      ['client', 'owner', 'provider'],
      ['own', 'editor', 'provider'],
      ['own', 'owner', 'personal'],
    ] as const) {
      provider(kind, role, userType);
      renderSidebar();
      await screen.findByRole('navigation', { name: 'Navigation principale' });
      expect(screen.queryByRole('link', { name: 'Clients' }), `${kind} ${role} ${userType}`).toBeNull();
      cleanup();
    }
  });

  it('shows someone in no workspace the home alone', async () => {
    vi.mocked(api.inbox.counts).mockClear();
    signInAs(null);
    renderSidebar();
    await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(linkNames()).toEqual(['Accueil']);
    expect(api.inbox.counts).not.toHaveBeenCalled();
  });
});

describe("the inbox's badge", () => {
  afterEach(() => {
    cleanup();
    clearStoredSession();
    vi.clearAllMocks();
  });

  it('counts the conversations waiting for a person beside the inbox, named for screen readers', async () => {
    signInAs('agent');
    inboxWaiting(4);
    renderSidebar();
    const link = await screen.findByRole('link', { name: 'Boîte de réception' });
    expect(await screen.findByText('4')).toBeTruthy();
    await vi.waitFor(() => expect(link.getAttribute('aria-describedby')).toBeTruthy());
    const description = document.getElementById(link.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('4 conversations attendent une personne');
    expect(link.getAttribute('href')).toBe('/dashboard/inbox');
  });

  it('is a dot on the icon while the sidebar is narrow, and nothing when nobody waits', async () => {
    signInAs('agent');
    inboxWaiting(120);
    renderSidebar({ ...pinnedOpen, pinned: false, expanded: false });
    const narrow = await screen.findByRole('link', { name: 'Boîte de réception' });
    await vi.waitFor(() => expect(narrow.getAttribute('aria-describedby')).toBeTruthy());
    expect(document.getElementById(narrow.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '120 conversations attendent une personne',
    );
    expect(screen.queryByText('120')).toBeNull();
    cleanup();
    inboxWaiting(120);
    renderSidebar();
    expect(await screen.findByText('99+')).toBeTruthy();
    cleanup();
    inboxWaiting(0);
    renderSidebar();
    await screen.findByRole('link', { name: 'Boîte de réception' });
    await vi.waitFor(() => expect(api.inbox.counts).toHaveBeenCalled());
    expect(screen.queryByText('0')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Boîte de réception' }).getAttribute('aria-describedby'),
    ).toBeNull();
  });
});

describe('the screen titles', () => {
  afterEach(() => switchLanguage('fr'));

  it('follow the language shown', async () => {
    expect(screenTitleFor('/dashboard/all-users')).toBe('Gestion des utilisateurs');
    await switchLanguage('en');
    expect(screenTitleFor('/dashboard/all-users')).toBe('User management');
    expect(screenTitleFor('/dashboard/chatbots/x/playground')).toBe('Flow editor');
    expect(screenTitleFor('/dashboard/chatbots/x/jarvis-knowledge')).toBe('GRIOT IA');
    await switchLanguage('es');
    expect(screenTitleFor('/dashboard')).toBe('Panel');
  });
});
