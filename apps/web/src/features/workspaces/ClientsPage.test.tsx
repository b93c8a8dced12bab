import { ORPCError } from '@orpc/client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { ClientsPage } from './ClientsPage';
import type { ClientFigures } from './ClientsTable';
import {
  CLIENT_AWA,
  CLIENT_PAGNES,
  PROVIDER_WORKSPACE,
  renderWithProviders,
  sessionUser,
  storeUser,
} from './test/renderWithSession';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { workspaces: { clients: vi.fn(), switch: vi.fn(), create: vi.fn() } },
}));
// The chart is recharts' (nothing to measure in jsdom): what matters here is when it shows.
vi.mock('./ClientsChart', () => ({
  ClientsChart: ({ clients }: { clients: ClientFigures[] }) => (
    <figure aria-label="graphique">{clients.map((client) => client.name).join(', ')}</figure>
  ),
}));

function client(overrides: Partial<ClientFigures> & Pick<ClientFigures, 'id' | 'name'>): ClientFigures {
  return {
    client_owner: null,
    my_role: 'owner',
    chatbots: 0,
    numbers: 0,
    end_users: 0,
    messages_this_month: 0,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const awa = client({
  id: CLIENT_AWA,
  name: 'Boutique Awa',
  client_owner: 'Awa Sarr',
  my_role: 'admin',
  chatbots: 2,
  numbers: 1,
  end_users: 1250,
  messages_this_month: 4310,
});
const pagnes = client({ id: CLIENT_PAGNES, name: 'Pagnes de Thiès' });

describe('ClientsPage', () => {
  beforeEach(() => storeUser(sessionUser()));
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.removeItem('user');
  });

  it('loads, then lists each client with its owner once handed over, its figures, the chart and the hand-over sentence', async () => {
    vi.mocked(api.workspaces.clients).mockResolvedValue({ success: true, clients: [awa, pagnes] });
    renderWithProviders(<ClientsPage />, '/dashboard/clients');
    expect(screen.getByText('Chargement de vos clients…')).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(vi.mocked(api.workspaces.clients).mock.calls[0]?.[0]).toEqual({ id: PROVIDER_WORKSPACE });
    const awaRow = within(table).getByText('Boutique Awa').closest('tr') as HTMLElement;
    expect(within(awaRow).getByText('Awa Sarr')).toBeTruthy();
    expect(within(awaRow).getByText('Votre rôle : Administrateur')).toBeTruthy();
    expect(within(awaRow).getByText('1 250')).toBeTruthy();
    expect(within(awaRow).getByText('4 310')).toBeTruthy();
    const pagnesRow = within(table).getByText('Pagnes de Thiès').closest('tr') as HTMLElement;
    expect(within(pagnesRow).getByText('Pas encore transmis')).toBeTruthy();
    expect(screen.getByText(/Invitez votre client comme administrateur depuis Équipe/)).toBeTruthy();
    expect((await screen.findByRole('figure', { name: 'graphique' })).textContent).toBe(
      'Boutique Awa, Pagnes de Thiès',
    );
    // A card per client too, for a phone (CSS shows one or the other).
    expect(screen.getByRole('article', { name: 'Boutique Awa' })).toBeTruthy();
  });

  it('opens a client: the session switches to its workspace', async () => {
    vi.mocked(api.workspaces.clients).mockResolvedValue({ success: true, clients: [awa] });
    vi.mocked(api.workspaces.switch).mockResolvedValue({
      success: true,
      message: 'Vous travaillez maintenant dans « Boutique Awa »',
      user: sessionUser({
        workspace: { id: CLIENT_AWA, name: 'Boutique Awa', kind: 'client', role: 'admin' },
      }),
    });
    renderWithProviders(<ClientsPage />, '/dashboard/clients');
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Ouvrir Boutique Awa' }));
    await waitFor(() => expect(api.workspaces.switch).toHaveBeenCalled());
    expect(vi.mocked(api.workspaces.switch).mock.calls[0]?.[0]).toEqual({ id: CLIENT_AWA });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    // One client: nothing to compare.
    expect(screen.queryByRole('figure', { name: 'graphique' })).toBeNull();
  });

  it('says when the provider is no longer a member of a client, without a way in', async () => {
    vi.mocked(api.workspaces.clients).mockResolvedValue({
      success: true,
      clients: [client({ id: CLIENT_AWA, name: 'Boutique Awa', my_role: null, client_owner: 'Awa Sarr' })],
    });
    renderWithProviders(<ClientsPage />, '/dashboard/clients');
    const table = await screen.findByRole('table');
    expect(within(table).getByText("Vous n'êtes plus membre")).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Ouvrir/ })).toBeNull();
  });

  it('shows the empty state with "Nouveau client", which opens the client creation', async () => {
    vi.mocked(api.workspaces.clients).mockResolvedValue({ success: true, clients: [] });
    renderWithProviders(<ClientsPage />, '/dashboard/clients');
    expect(await screen.findByText('Aucun client pour le moment')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Nouveau client' })[1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Nouveau client' })).toBeTruthy();
  });

  it("shows the server's refusal and tries again", async () => {
    vi.mocked(api.workspaces.clients)
      .mockRejectedValueOnce(
        new ORPCError('HTTP_400', {
          status: 400,
          message: "Seul l'espace d'un tech provider a des clients",
          data: { success: false, message: "Seul l'espace d'un tech provider a des clients" },
        }),
      )
      .mockResolvedValueOnce({ success: true, clients: [] });
    renderWithProviders(<ClientsPage />, '/dashboard/clients');
    expect(await screen.findByText("Seul l'espace d'un tech provider a des clients")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun client pour le moment')).toBeTruthy();
  });
});
