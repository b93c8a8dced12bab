import { ORPCError } from '@orpc/client';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { readStoredSession } from '../../lib/sessionStore';
import {
  CLIENT_AWA,
  PROVIDER_WORKSPACE,
  renderWithProviders,
  sessionUser,
  storeUser,
} from './test/renderWithSession';
import { useWorkspaceFromLink } from './useWorkspaceFromLink';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { workspaces: { switch: vi.fn() } },
}));

function Screen() {
  const switching = useWorkspaceFromLink();
  const { search } = useLocation();
  return (
    <p>
      {switching ? 'Changement…' : `Écran (${readStoredSession()?.data.workspace?.name ?? '-'})`}
      <span data-testid="search">{search}</span>
    </p>
  );
}

describe('a link naming its workspace (?workspace=)', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.removeItem('user');
  });

  it('switches to it before the screen shows, then drops the parameter', async () => {
    storeUser(sessionUser());
    const client = { id: CLIENT_AWA, name: 'Boutique Awa', kind: 'client' as const, role: 'admin' as const };
    vi.mocked(api.workspaces.switch).mockResolvedValue({
      success: true,
      message: 'Vous travaillez maintenant dans « Boutique Awa »',
      user: sessionUser({ workspace: client }),
    });
    renderWithProviders(<Screen />, `/dashboard/chat/bot-1?workspace=${CLIENT_AWA}`);
    expect(screen.getByText('Changement…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Écran (Boutique Awa)')).toBeTruthy());
    expect(api.workspaces.switch).toHaveBeenCalledWith({ id: CLIENT_AWA });
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/chat/bot-1');
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it('the current workspace: no switch, the parameter goes', async () => {
    storeUser(sessionUser());
    renderWithProviders(<Screen />, `/dashboard/chat/bot-1?workspace=${PROVIDER_WORKSPACE}`);
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    expect(api.workspaces.switch).not.toHaveBeenCalled();
    expect(screen.getByText('Écran (Keur Digital)')).toBeTruthy();
  });

  it('a workspace that is not theirs: the refusal is said, the current workspace stays', async () => {
    storeUser(sessionUser());
    vi.mocked(api.workspaces.switch).mockRejectedValue(
      new ORPCError('NOT_FOUND', {
        status: 404,
        message: 'Espace de travail introuvable',
        data: { success: false, message: 'Espace de travail introuvable' },
      }),
    );
    renderWithProviders(<Screen />, `/dashboard/chat/bot-1?workspace=${CLIENT_AWA}`);
    await waitFor(() => expect(screen.getByText('Espace de travail introuvable')).toBeTruthy());
    await waitFor(() => expect(screen.getByText('Écran (Keur Digital)')).toBeTruthy());
  });
});
