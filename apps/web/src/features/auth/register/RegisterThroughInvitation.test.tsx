import { MantineProvider } from '@mantine/core';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { RegisterPage } from './RegisterPage';

vi.mock('../../../lib/apiClient', () => ({
  api: {
    auth: { registerCheck: vi.fn(), registerFinal: vi.fn(), captcha: vi.fn() },
    workspaces: { invitation: vi.fn() },
  },
}));

function renderPage(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <RegisterPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('RegisterPage through an invitation link', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('fills in the invited address, fixed, and says which workspace the account joins', async () => {
    vi.mocked(api.workspaces.invitation).mockResolvedValue({
      success: true,
      invitation: {
        workspace_name: 'Téranga Shop',
        invited_by: 'Awa Diop',
        email: 'fatou@teranga.sn',
        role: 'agent',
        expires_at: '2026-03-08T10:00:00.000Z',
        has_account: false,
      },
    });
    renderPage('/register?invitation=inv_0123456789abcdef');
    expect(
      await screen.findByText(
        'Une fois inscrit, vous rejoindrez « Téranga Shop » : aucun espace de travail ne sera créé pour vous.',
      ),
    ).toBeTruthy();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('fatou@teranga.sn');
    expect(email.readOnly).toBe(true);
    expect(vi.mocked(api.workspaces.invitation)).toHaveBeenCalledWith(
      { token: 'inv_0123456789abcdef' },
      expect.anything(),
    );
  });

  it('says why a used link no longer works, and the sign-up stays an ordinary one', async () => {
    const message = "Ce lien d'invitation a déjà servi.";
    vi.mocked(api.workspaces.invitation).mockRejectedValue(
      new ORPCError('HTTP_410', { status: 410, message, data: { success: false, error: message, message } }),
    );
    renderPage('/register?invitation=inv_0123456789abcdef');
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(false);
  });

  it('asks nothing of invitations on an ordinary sign-up', () => {
    renderPage('/register');
    expect(vi.mocked(api.workspaces.invitation)).not.toHaveBeenCalled();
  });
});
