import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { readStoredSession } from '../../../lib/sessionStore';
import { signInAs, WORKSPACE_ID } from '../test/teamFixtures';
import { InvitationPage } from './InvitationPage';

vi.mock('../../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    auth: { logout: vi.fn() },
    workspaces: { invitation: vi.fn(), acceptInvitation: vi.fn() },
  },
}));

const ws = vi.mocked(api.workspaces);
const TOKEN = 'inv_0123456789abcdef';

function preview(overrides: Record<string, unknown> = {}) {
  return {
    success: true as const,
    invitation: {
      workspace_name: 'Téranga Shop',
      invited_by: 'Awa Diop',
      email: 'fatou@teranga.sn',
      role: 'agent' as const,
      expires_at: '2026-03-08T10:00:00.000Z',
      has_account: false,
      ...overrides,
    },
  };
}

/** Where the page sent the visitor: the path, the query and the return path handed to the login. */
function Landing() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search} ${JSON.stringify(location.state ?? null)}`}</p>;
}

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/invitation/${TOKEN}`]}>
          <Routes>
            <Route path="/invitation/:token" element={<InvitationPage />} />
            <Route path="*" element={<Landing />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('InvitationPage', () => {
  beforeEach(() => localStorage.removeItem('user'));
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.removeItem('user');
  });

  it('shows the offer and leads a newcomer to sign up with the link', async () => {
    ws.invitation.mockResolvedValue(preview());
    renderPage();
    expect(
      await screen.findByText('Vous êtes invité à rejoindre « Téranga Shop » en tant qu’agent.'),
    ).toBeTruthy();
    expect(screen.getByText('Invitation de Awa Diop, envoyée à fatou@teranga.sn.')).toBeTruthy();
    expect(ws.invitation).toHaveBeenCalledWith({ token: TOKEN }, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText(`/register?invitation=${TOKEN} null`)).toBeTruthy();
  });

  it('sends someone with an account to log in, and back here afterwards', async () => {
    ws.invitation.mockResolvedValue(preview({ has_account: true, role: 'admin' }));
    renderPage();
    expect(
      await screen.findByText('Vous êtes invité à rejoindre « Téranga Shop » en tant qu’administrateur.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter pour accepter' }));
    expect(await screen.findByText(`/login {"from":"/invitation/${TOKEN}"}`)).toBeTruthy();
  });

  it('accepts for the invited address: the stored session works in the workspace, the dashboard opens', async () => {
    signInAs(null, 'fatou@teranga.sn');
    ws.invitation.mockResolvedValue(preview({ has_account: true }));
    const user = {
      ...(readStoredSession()?.data as NonNullable<ReturnType<typeof readStoredSession>>['data']),
    };
    ws.acceptInvitation.mockResolvedValue({
      success: true,
      message: 'Bienvenue dans « Téranga Shop »',
      user: { ...user, workspace: { id: WORKSPACE_ID, name: 'Téranga Shop', kind: 'own', role: 'agent' } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: "Accepter l'invitation" }));
    expect(await screen.findByText('/dashboard null')).toBeTruthy();
    expect(readStoredSession()?.data.workspace).toMatchObject({ id: WORKSPACE_ID, role: 'agent' });
    expect(readStoredSession()?.data.token).toBe('grt_test');
    expect(await screen.findByText('Bienvenue dans « Téranga Shop »')).toBeTruthy();
  });

  it('tells someone signed in with another address, and offers to switch', async () => {
    signInAs('owner', 'awa@teranga.sn');
    ws.invitation.mockResolvedValue(preview({ has_account: true }));
    vi.mocked(api.auth.logout).mockResolvedValue({ success: true, message: 'Déconnecté' } as never);
    renderPage();
    expect(
      await screen.findByText(
        'Vous êtes connecté avec awa@teranga.sn. Cette invitation est pour fatou@teranga.sn : connectez-vous avec cette adresse pour l’accepter.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Accepter l'invitation" })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter avec une autre adresse' }));
    expect(await screen.findByText(`/login {"from":"/invitation/${TOKEN}"}`)).toBeTruthy();
    await waitFor(() => expect(readStoredSession()).toBeNull());
  });

  it.each([
    [404, "Ce lien d'invitation n'est pas valide."],
    [410, "Ce lien d'invitation a expiré : demandez à être invité de nouveau."],
    [410, "Ce lien d'invitation a déjà servi."],
  ])('shows a %i link’s refusal in French with a way out', async (status, message) => {
    ws.invitation.mockRejectedValue(
      new ORPCError(`HTTP_${status}`, { status, message, data: { success: false, error: message, message } }),
    );
    renderPage();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Invitation inutilisable')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Aller à la connexion' }));
    expect(await screen.findByText('/login null')).toBeTruthy();
  });
});
