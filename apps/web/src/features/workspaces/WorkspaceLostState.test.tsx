import { ORPCError } from '@orpc/client';
import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { readStoredSession } from '../../lib/sessionStore';
import {
  CLIENT_AWA,
  PROVIDER_WORKSPACE,
  providerWorkspaces,
  renderWithProviders,
  sessionUser,
  storeUser,
} from './test/renderWithSession';
import { useWorkspaceLoss, workspaceLossOf } from './useWorkspaceLoss';
import { WorkspaceLostState } from './WorkspaceLostState';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { workspaces: { list: vi.fn(), switch: vi.fn(), create: vi.fn() } },
}));

const refused = (message: string) =>
  new ORPCError('HTTP_403', { status: 403, message, data: { success: false, error: message, message } });
const NOT_MEMBER = "Vous n'êtes plus membre de cet espace de travail.";
const NO_WORKSPACE = "Vous n'êtes membre d'aucun espace de travail : créez-en un ou demandez une invitation.";

/** The shell's rule in small: a screen whose call is refused in the first workspace, or the lost state. */
function Shell({ fails }: { fails: Error | null }) {
  const loss = useWorkspaceLoss();
  useQuery({
    queryKey: ['screen'],
    queryFn: () =>
      fails && readStoredSession()?.data.workspace?.id === PROVIDER_WORKSPACE
        ? Promise.reject(fails)
        : Promise.resolve('ok'),
    enabled: !loss,
  });
  return loss ? <WorkspaceLostState loss={loss} /> : <p>Écran du chatbot</p>;
}

describe('a lost workspace', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.removeItem('user');
  });

  it('recognises the two refusals, and nothing else', () => {
    expect(workspaceLossOf(refused(NOT_MEMBER))).toBe('notMember');
    expect(workspaceLossOf(refused(NO_WORKSPACE))).toBe('noWorkspace');
    expect(
      workspaceLossOf(refused('Votre rôle dans cet espace de travail ne permet pas cette action.')),
    ).toBeNull();
    expect(workspaceLossOf(new TypeError('réseau'))).toBeNull();
  });

  it('a call refused "no longer a member" gives way to the full-page state; another workspace opens from it', async () => {
    storeUser(sessionUser());
    const others = providerWorkspaces().slice(1);
    vi.mocked(api.workspaces.list).mockResolvedValue({ success: true, workspaces: others, active_id: null });
    vi.mocked(api.workspaces.switch).mockResolvedValue({
      success: true,
      message: 'Vous travaillez maintenant dans « Boutique Awa »',
      user: sessionUser({
        workspace: { id: CLIENT_AWA, name: 'Boutique Awa', kind: 'client', role: 'admin' },
      }),
    });
    renderWithProviders(<Shell fails={refused(NOT_MEMBER)} />);
    expect(await screen.findByText("Vous n'êtes plus membre de cet espace de travail")).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Ouvrir Boutique Awa' }));
    await waitFor(() => expect(api.workspaces.switch).toHaveBeenCalled());
    expect(vi.mocked(api.workspaces.switch).mock.calls[0]?.[0]).toEqual({ id: CLIENT_AWA });
    // In the new workspace the loss is over.
    expect(await screen.findByText('Écran du chatbot')).toBeTruthy();
  });

  it('a person in no workspace sees "Aucun espace de travail" and can create one', async () => {
    storeUser(sessionUser({ workspace: null }));
    vi.mocked(api.workspaces.list).mockResolvedValue({ success: true, workspaces: [], active_id: null });
    renderWithProviders(<Shell fails={null} />);
    expect(await screen.findByText('Aucun espace de travail')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Créer un espace de travail' }));
    expect(await screen.findByRole('dialog', { name: 'Créer un espace de travail' })).toBeTruthy();
  });

  it('a role refusal is not a loss: the screen stays', async () => {
    storeUser(sessionUser());
    renderWithProviders(
      <Shell fails={refused('Votre rôle dans cet espace de travail ne permet pas cette action.')} />,
    );
    expect(await screen.findByText('Écran du chatbot')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Vous n'êtes plus membre de cet espace de travail")).toBeNull();
  });
});
