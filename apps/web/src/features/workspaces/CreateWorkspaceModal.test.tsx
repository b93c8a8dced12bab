import type { SessionUser } from '@griot/contract/auth/authSchemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { CreateWorkspaceModal } from './CreateWorkspaceModal';
import { CLIENT_AWA, renderWithProviders, sessionUser, storeUser, summary } from './test/renderWithSession';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { workspaces: { create: vi.fn() } },
}));

function open(user: SessionUser, clientOnly = false) {
  storeUser(user);
  const onCreated = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <CreateWorkspaceModal opened onClose={onClose} clientOnly={clientOnly} onCreated={onCreated} />,
  );
  return { onCreated, onClose };
}

describe('CreateWorkspaceModal', () => {
  beforeEach(() => {
    vi.mocked(api.workspaces.create).mockResolvedValue({
      success: true,
      message: 'Espace de travail créé',
      workspace: summary({ id: CLIENT_AWA, name: 'Boutique Awa' }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.removeItem('user');
  });

  it('lets a provider in its own workspace choose a client workspace', async () => {
    const { onCreated, onClose } = open(sessionUser());
    expect(screen.getByRole('dialog', { name: 'Créer un espace de travail' })).toBeTruthy();
    expect(screen.getByLabelText('Pour mon entreprise')).toHaveProperty('checked', true);
    fireEvent.click(screen.getByLabelText('Pour un client'));
    expect(screen.getByText(/apparaît dans « Mes clients »/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nom de l'espace/), { target: { value: '  Boutique Awa ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CLIENT_AWA));
    expect(vi.mocked(api.workspaces.create).mock.calls[0]?.[0]).toEqual({
      name: 'Boutique Awa',
      for_client: true,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('offers no choice to a personal account, nor to a provider working in a client workspace or as an editor', () => {
    open(sessionUser({ user_type: 'personal' }));
    expect(screen.queryByLabelText('Pour un client')).toBeNull();
    cleanup();
    open(sessionUser({ workspace: { id: CLIENT_AWA, name: 'Boutique Awa', kind: 'client', role: 'owner' } }));
    expect(screen.queryByLabelText('Pour un client')).toBeNull();
    cleanup();
    open(sessionUser({ workspace: { id: CLIENT_AWA, name: 'Keur Digital', kind: 'own', role: 'editor' } }));
    expect(screen.queryByLabelText('Pour un client')).toBeNull();
  });

  it("creates the business's own workspace by default, and refuses an empty name before any call", async () => {
    const { onCreated } = open(sessionUser({ user_type: 'personal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText("Le nom de l'espace est requis")).toBeTruthy();
    expect(api.workspaces.create).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Nom de l'espace/), { target: { value: 'Second magasin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(vi.mocked(api.workspaces.create).mock.calls[0]?.[0]).toEqual({
      name: 'Second magasin',
      for_client: false,
    });
  });

  it("in client mode ('Nouveau client') makes a client workspace without asking", async () => {
    open(sessionUser(), true);
    expect(screen.getByRole('dialog', { name: 'Nouveau client' })).toBeTruthy();
    expect(screen.queryByLabelText('Pour mon entreprise')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Nom de l'espace/), { target: { value: 'Boutique Awa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(api.workspaces.create).toHaveBeenCalled());
    expect(vi.mocked(api.workspaces.create).mock.calls[0]?.[0]).toEqual({
      name: 'Boutique Awa',
      for_client: true,
    });
  });

  it("shows the server's refusal in the dialog", async () => {
    const { ORPCError } = await import('@orpc/client');
    vi.mocked(api.workspaces.create).mockRejectedValueOnce(
      new ORPCError('HTTP_400', {
        status: 400,
        message: "Seul l'espace d'un tech provider a des clients",
        data: { success: false, message: "Seul l'espace d'un tech provider a des clients" },
      }),
    );
    open(sessionUser(), true);
    fireEvent.change(screen.getByLabelText(/Nom de l'espace/), { target: { value: 'Boutique Awa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouveau client' });
    expect(await within(dialog).findByText("Seul l'espace d'un tech provider a des clients")).toBeTruthy();
  });
});
