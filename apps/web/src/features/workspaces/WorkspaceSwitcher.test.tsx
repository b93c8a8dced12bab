import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { readStoredSession } from '../../lib/sessionStore';
import {
  CLIENT_PAGNES,
  providerWorkspaces,
  renderWithProviders,
  sessionUser,
  storeUser,
} from './test/renderWithSession';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    auth: { me: vi.fn() },
    workspaces: { list: vi.fn(), switch: vi.fn(), create: vi.fn(), rename: vi.fn(), remove: vi.fn() },
  },
}));

const pagnes = sessionUser({
  workspace: { id: CLIENT_PAGNES, name: 'Pagnes de Thiès', kind: 'client', role: 'owner' },
});

describe('WorkspaceSwitcher', () => {
  beforeEach(() => {
    // jsdom lays nothing out: the list scrolls the option picked by the arrows into view.
    Element.prototype.scrollIntoView = vi.fn();
    storeUser(sessionUser());
    vi.mocked(api.workspaces.list).mockResolvedValue({
      success: true,
      workspaces: providerWorkspaces(),
      active_id: providerWorkspaces()[0]?.id ?? null,
    });
    vi.mocked(api.workspaces.switch).mockResolvedValue({
      success: true,
      message: 'Vous travaillez maintenant dans « Pagnes de Thiès »',
      user: pagnes,
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.removeItem('user');
  });

  it('shows the current workspace and role, and lists every workspace with its role and client badge', async () => {
    renderWithProviders(<WorkspaceSwitcher />);
    const target = screen.getByRole('button', { name: /Changer d'espace de travail/ });
    expect(within(target).getByText('Keur Digital')).toBeTruthy();
    expect(within(target).getByText('Propriétaire')).toBeTruthy();

    fireEvent.click(target);
    const awa = await screen.findByRole('option', { name: /Boutique Awa/ });
    expect(within(awa).getByText('Administrateur')).toBeTruthy();
    expect(within(awa).getByText('Client')).toBeTruthy();
    expect(within(awa).getByText('Client de Keur Digital')).toBeTruthy();
    const own = screen.getByRole('option', { name: /^Keur Digital/ });
    expect(within(own).getByText('Espace actuel')).toBeTruthy();
    expect(within(own).queryByText('Client')).toBeNull();
    expect(screen.getByRole('option', { name: 'Créer un espace de travail' })).toBeTruthy();
    expect(screen.getByRole('option', { name: "Paramètres de l'espace" })).toBeTruthy();
  });

  it('filters as one types (accents aside) and Enter switches to the first match, then opens the dashboard', async () => {
    const { queryClient } = renderWithProviders(<WorkspaceSwitcher />);
    queryClient.setQueryData(['stale'], 'réponse de l’ancien espace');
    fireEvent.click(screen.getByRole('button', { name: /Changer d'espace de travail/ }));
    const search = await screen.findByRole('textbox', { name: 'Rechercher un espace de travail' });
    await screen.findByRole('option', { name: /Boutique Awa/ });
    fireEvent.change(search, { target: { value: 'thies' } });
    expect(screen.queryByRole('option', { name: /Boutique Awa/ })).toBeNull();
    expect(screen.getByRole('option', { name: /Pagnes de Thiès/ })).toBeTruthy();
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });

    await waitFor(() => expect(api.workspaces.switch).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.workspaces.switch).mock.calls[0]?.[0]).toEqual({ id: CLIENT_PAGNES });
    await waitFor(() => expect(readStoredSession()?.data.workspace?.id).toBe(CLIENT_PAGNES));
    // The token stays; the previous workspace's answers are gone; the dashboard opens.
    expect(readStoredSession()?.data.token).toBe('grt_test');
    expect(queryClient.getQueryData(['stale'])).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(await screen.findByText('Vous travaillez maintenant dans « Pagnes de Thiès »')).toBeTruthy();
  });

  it('moves with the arrow keys and says when nothing matches', async () => {
    renderWithProviders(<WorkspaceSwitcher />);
    fireEvent.click(screen.getByRole('button', { name: /Changer d'espace de travail/ }));
    const search = await screen.findByRole('textbox', { name: 'Rechercher un espace de travail' });
    await screen.findByRole('option', { name: /Boutique Awa/ });
    fireEvent.keyDown(search, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    // Second in the list: Boutique Awa (the own workspace comes first).
    await waitFor(() =>
      expect(api.workspaces.switch).toHaveBeenCalledWith(
        { id: providerWorkspaces()[1]?.id },
        expect.anything(),
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: /Changer d'espace de travail/ }));
    const again = await screen.findByRole('textbox', { name: 'Rechercher un espace de travail' });
    fireEvent.change(again, { target: { value: 'Dakar Motors' } });
    expect(await screen.findByText('Aucun espace ne correspond à « Dakar Motors »')).toBeTruthy();
  });

  it('opens the create modal and the settings from the list', async () => {
    renderWithProviders(<WorkspaceSwitcher />);
    fireEvent.click(screen.getByRole('button', { name: /Changer d'espace de travail/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Créer un espace de travail' }));
    expect(await screen.findByRole('dialog', { name: 'Créer un espace de travail' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));

    fireEvent.click(screen.getByRole('button', { name: /Changer d'espace de travail/ }));
    fireEvent.click(await screen.findByRole('option', { name: "Paramètres de l'espace" }));
    const dialog = await screen.findByRole('dialog', { name: "Paramètres de l'espace" });
    expect(within(dialog).getByLabelText(/Nom de l'espace/)).toHaveProperty('value', 'Keur Digital');
    expect(within(dialog).getByRole('button', { name: "Supprimer l'espace" })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
