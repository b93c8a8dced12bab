import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { readStoredSession } from '../../lib/sessionStore';
import { TeamPage } from './TeamPage';
import { buildInvitation, buildMember, signInAs, WORKSPACE_ID } from './test/teamFixtures';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    auth: { me: vi.fn() },
    workspaces: {
      members: vi.fn(),
      invite: vi.fn(),
      resendInvitation: vi.fn(),
      revokeInvitation: vi.fn(),
      changeRole: vi.fn(),
      removeMember: vi.fn(),
      transferOwnership: vi.fn(),
      leave: vi.fn(),
    },
  },
}));

// jsdom has no scrollIntoView, which the role select's option list calls when it opens.
Element.prototype.scrollIntoView ??= () => {};

const ws = vi.mocked(api.workspaces);
const agent = buildMember({
  user_id: '00000000-0000-4000-8000-0000000000b2',
  name: 'Fatou Sow',
  email: 'fatou@teranga.sn',
  role: 'agent',
  last_active_at: null,
  two_factor: false,
  is_me: false,
});

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/dashboard/team']}>
          <Routes>
            <Route path="/dashboard/team" element={<TeamPage />} />
            <Route path="/dashboard" element={<p>Tableau de bord ouvert</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('TeamPage', () => {
  beforeEach(() => {
    ws.members.mockResolvedValue({
      success: true,
      members: [buildMember(), agent],
      invitations: [
        buildInvitation(),
        buildInvitation({
          id: '00000000-0000-4000-8000-0000000000c2',
          email: 'old@teranga.sn',
          status: 'expired',
        }),
      ],
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.removeItem('user');
  });

  it('lists the members with role, activity and 2FA, and the pending invitations', async () => {
    signInAs('owner');
    renderPage();
    expect(screen.getByText('Chargement de l’équipe…')).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Propriétaire')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Vous')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Activée')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Jamais')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Non activée')).toBeTruthy();
    expect(screen.getAllByLabelText('Rôle de Fatou Sow').length).toBeGreaterThan(0);
    expect(ws.members).toHaveBeenCalledWith({ id: WORKSPACE_ID }, expect.anything());
    expect(screen.getByRole('heading', { name: 'Invitations en attente' })).toBeTruthy();
    expect(screen.getByText('moussa@teranga.sn')).toBeTruthy();
    expect(screen.getByText('Expirée')).toBeTruthy();
    expect(screen.getByRole('tab', { name: "Journal d'audit" })).toBeTruthy();
    // The caller's own row has no actions.
    expect(screen.queryByRole('button', { name: 'Actions pour Awa Diop' })).toBeNull();
  });

  it('invites a member with the role chosen, and shows the server’s message', async () => {
    signInAs('owner');
    ws.invite.mockResolvedValue({
      success: true,
      message: 'Invitation envoyée à ndeye@teranga.sn',
      invitation: buildInvitation({ email: 'ndeye@teranga.sn' }),
    });
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Inviter un membre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter un membre' });
    fireEvent.change(within(dialog).getByLabelText(/Adresse email/), {
      target: { value: 'ndeye@teranga.sn' },
    });
    expect(within(dialog).getAllByText(/Les conversations de l’espace/).length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getAllByLabelText('Rôle')[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: /Éditeur/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    await waitFor(() =>
      expect(ws.invite).toHaveBeenCalledWith(
        { id: WORKSPACE_ID, email: 'ndeye@teranga.sn', role: 'editor' },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Invitation envoyée à ndeye@teranga.sn')).toBeTruthy();
  });

  it('shows a refusal in the server’s words and keeps the dialog open', async () => {
    signInAs('owner');
    const message = 'Cette personne est déjà membre de cet espace de travail.';
    ws.invite.mockRejectedValue(
      new ORPCError('HTTP_409', { status: 409, message, data: { success: false, error: message, message } }),
    );
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Inviter un membre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter un membre' });
    fireEvent.change(within(dialog).getByLabelText(/Adresse email/), {
      target: { value: 'fatou@teranga.sn' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Inviter un membre' })).toBeTruthy();
  });

  it('removes a member after confirming, from the member’s menu', async () => {
    signInAs('owner');
    ws.removeMember.mockResolvedValue({ success: true, message: 'Membre retiré' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions pour Fatou Sow' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: "Retirer de l'espace" }));
    const dialog = await screen.findByRole('dialog', { name: "Retirer Fatou Sow de l'espace ?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await waitFor(() =>
      expect(ws.removeMember).toHaveBeenCalledWith(
        { id: WORKSPACE_ID, userId: agent.user_id },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Membre retiré')).toBeTruthy();
  });

  it('resends and cancels an invitation', async () => {
    signInAs('admin');
    ws.resendInvitation.mockResolvedValue({
      success: true,
      message: 'Invitation renvoyée à moussa@teranga.sn',
      invitation: buildInvitation(),
    });
    ws.revokeInvitation.mockResolvedValue({ success: true, message: 'Invitation annulée' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: "Renvoyer l'invitation à moussa@teranga.sn" }));
    expect(await screen.findByText('Invitation renvoyée à moussa@teranga.sn')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Annuler l'invitation à old@teranga.sn" }));
    await waitFor(() =>
      expect(ws.revokeInvitation).toHaveBeenCalledWith(
        { id: WORKSPACE_ID, inv: '00000000-0000-4000-8000-0000000000c2' },
        expect.anything(),
      ),
    );
  });

  it('lets an admin neither change nor remove an owner, nor hand ownership over', async () => {
    signInAs('admin');
    ws.members.mockResolvedValue({
      success: true,
      members: [
        buildMember({ is_me: false, user_id: '00000000-0000-4000-8000-0000000000d1', name: 'Omar Fall' }),
        buildMember({ role: 'admin' }),
        agent,
      ],
      invitations: [],
    });
    renderPage();
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Actions pour Omar Fall' })).toBeNull();
    expect(screen.queryAllByLabelText('Rôle de Omar Fall')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Actions pour Fatou Sow' }));
    expect(await screen.findByRole('menuitem', { name: 'Changer le rôle' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Transmettre la propriété' })).toBeNull();
    expect(screen.getByText('Aucune invitation en attente.')).toBeTruthy();
  });

  it('tells an agent the role gives no access to the team, and lets them leave', async () => {
    signInAs('agent');
    ws.leave.mockResolvedValue({
      success: true,
      message: 'Vous avez quitté « Téranga Shop »',
      user: {
        id: '00000000-0000-4000-8000-0000000000a1',
        name: 'Awa Diop',
        email: 'awa@teranga.sn',
        tel: null,
        profile_picture: null,
        provenance: 'email',
        pointing_chatbot_stats: null,
        workspace: {
          id: '00000000-0000-4000-8000-00000000a002',
          name: 'Awa Diop',
          kind: 'own',
          role: 'owner',
        },
      },
    });
    renderPage();
    expect(screen.getByText('La gestion de l’équipe est réservée aux administrateurs')).toBeTruthy();
    expect(screen.getByText(/Votre rôle dans « Téranga Shop » est Agent/)).toBeTruthy();
    expect(ws.members).not.toHaveBeenCalled();
    expect(screen.queryByRole('tab', { name: "Journal d'audit" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Inviter un membre' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Quitter l'espace" }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter « Téranga Shop » ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: "Quitter l'espace" }));
    expect(await screen.findByText('Tableau de bord ouvert')).toBeTruthy();
    expect(readStoredSession()?.data.workspace?.id).toBe('00000000-0000-4000-8000-00000000a002');
    expect(readStoredSession()?.data.token).toBe('grt_test');
  });

  it('shows the load error with the server’s message and retries', async () => {
    signInAs('owner');
    const message = "Vous n'êtes plus membre de cet espace de travail.";
    ws.members.mockRejectedValueOnce(
      new ORPCError('HTTP_403', { status: 403, message, data: { success: false, error: message, message } }),
    );
    renderPage();
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
