import type { SessionUser } from '@griot/contract/auth/authSchemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { readStoredSession } from '../../lib/sessionStore';
import {
  PROVIDER_WORKSPACE,
  renderWithProviders,
  sessionUser,
  storeUser,
  summary,
} from './test/renderWithSession';
import { WorkspaceSettingsModal } from './WorkspaceSettingsModal';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { auth: { me: vi.fn() }, workspaces: { rename: vi.fn(), remove: vi.fn() } },
}));

function open(role: NonNullable<SessionUser['workspace']>['role']) {
  const user = sessionUser({
    workspace: { id: PROVIDER_WORKSPACE, name: 'Keur Digital', kind: 'own', role },
  });
  storeUser(user);
  const onClose = vi.fn();
  renderWithProviders(<WorkspaceSettingsModal workspace={user.workspace ?? null} onClose={onClose} />);
  return onClose;
}

describe('WorkspaceSettingsModal', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.removeItem('user');
  });

  it('renames for an administrator; the name the shell shows follows; deleting is for owners', async () => {
    vi.mocked(api.workspaces.rename).mockResolvedValue({
      success: true,
      message: 'Espace de travail renommé',
      workspace: summary({ id: PROVIDER_WORKSPACE, name: 'Keur Digital Dakar', role: 'admin' }),
    });
    const onClose = open('admin');
    expect(screen.getByText("Seul un propriétaire peut supprimer l'espace.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nom de l'espace/), { target: { value: 'Keur Digital Dakar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(api.workspaces.rename).mock.calls[0]?.[0]).toEqual({
      id: PROVIDER_WORKSPACE,
      name: 'Keur Digital Dakar',
    });
    expect(readStoredSession()?.data.workspace?.name).toBe('Keur Digital Dakar');
  });

  it('an editor reads why nothing can be changed', () => {
    open('editor');
    expect(
      screen.getByText("Seuls les propriétaires et les administrateurs peuvent renommer l'espace."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Supprimer l'espace" })).toBeNull();
  });

  it('an owner deletes once SUPPRIMER is typed; the session user is read again and the dashboard opens', async () => {
    vi.mocked(api.workspaces.remove).mockResolvedValue({
      success: true,
      message: 'Espace de travail supprimé',
    });
    vi.mocked(api.auth.me).mockResolvedValue({ success: true, data: sessionUser({ workspace: null }) });
    const onClose = open('owner');
    expect(screen.getByText(/efface définitivement ses chatbots/)).toBeTruthy();
    const button = screen.getByRole('button', { name: "Supprimer l'espace" });
    fireEvent.change(screen.getByLabelText('Confirmation'), { target: { value: 'supprimer' } });
    expect(screen.getByText('Tapez SUPPRIMER pour confirmer')).toBeTruthy();
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Confirmation'), { target: { value: 'SUPPRIMER' } });
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(api.workspaces.remove).mock.calls[0]?.[0]).toEqual({
      id: PROVIDER_WORKSPACE,
      confirmation: 'SUPPRIMER',
    });
    expect(readStoredSession()?.data.workspace).toBeNull();
    expect(readStoredSession()?.data.token).toBe('grt_test');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
  });
});
