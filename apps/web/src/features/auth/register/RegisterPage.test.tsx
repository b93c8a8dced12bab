import { MantineProvider } from '@mantine/core';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { RegisterPage } from './RegisterPage';
import { readRegistrationPhaseFlag } from './registrationPhaseFlag';

vi.mock('../../../lib/apiClient', () => ({
  api: { auth: { registerCheck: vi.fn(), registerFinal: vi.fn(), captcha: vi.fn() } },
}));

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/register']}>
          <RegisterPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

function fillIdentity() {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Prénom', 'Awa');
  type('Nom', 'Diop');
  type("Nom de l'entreprise", 'Teranga Shop');
  type('Email', 'awa@example.com');
  type('Téléphone', '77 123 45 67');
}

describe('RegisterPage, step 1', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it("shows the spec's messages and calls nothing when the form is empty", () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    for (const message of [
      'Le prénom est requis',
      'Le nom est requis',
      "Le nom de l'entreprise est requis",
      "L'email est requis",
      'Le numéro de téléphone est requis',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(api.auth.registerCheck).not.toHaveBeenCalled();
  });

  it('keeps digits only and checks the length while typing', () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Téléphone'), { target: { value: '77a12' } });
    expect(screen.getByLabelText('Téléphone')).toHaveProperty('value', '77 12');
    expect(screen.getByText('Le numéro est trop court (4/9 chiffres minimum)')).toBeTruthy();
  });

  it('runs the phase-1 check, stores the dated flag and moves to the password', async () => {
    vi.mocked(api.auth.registerCheck).mockResolvedValue({ success: true, message: 'Informations vérifiées' });
    renderPage();
    fillIdentity();
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByLabelText('Confirmer le mot de passe')).toBeTruthy();
    expect(vi.mocked(api.auth.registerCheck).mock.calls[0]?.[0]).toEqual({
      firstname: 'Awa',
      lastname: 'Diop',
      company: 'Teranga Shop',
      email: 'awa@example.com',
      country: 'SN',
      phoneNumber: '+221771234567',
      userType: 'personal',
      phase: 1,
    });
    expect(readRegistrationPhaseFlag()).toBeTypeOf('number');
  });

  it('shows an email already in use on the email field and stays on step 1', async () => {
    vi.mocked(api.auth.registerCheck).mockRejectedValue(
      new ORPCError('HTTP_400', {
        status: 400,
        message: 'Cet email est déjà associé à un compte.',
        data: { success: false, error: 'x', message: 'x', existingData: [{ email: 'awa@example.com' }] },
      }),
    );
    renderPage();
    fillIdentity();
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Cet email est déjà associé à un compte.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(readRegistrationPhaseFlag()).toBeUndefined();
  });
});
