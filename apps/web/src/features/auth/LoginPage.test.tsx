import { MantineProvider } from '@mantine/core';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { LoginPage } from './LoginPage';

vi.mock('../../lib/apiClient', () => ({
  api: { auth: { login: vi.fn(), captcha: vi.fn() } },
}));
vi.mock('./register/CaptchaCanvas', () => ({
  CaptchaCanvas: ({ captchaId }: { captchaId: string }) => <div data-captcha-id={captchaId} />,
}));

const login = vi.mocked(api.auth.login);
const issueCaptcha = vi.mocked(api.auth.captcha);
const captchaMessage =
  'Trop de tentatives sur ce compte. Pour votre sécurité, recopiez le captcha pour vous connecter.';
const session = {
  success: true as const,
  message: 'Connexion réussie',
  token: 'grt_x',
  device: 'dev_nouveau',
  data: {
    id: 'u1',
    name: 'Awa Diop',
    email: 'awa@exemple.sn',
    tel: null,
    profile_picture: null,
    provenance: 'email',
    pointing_chatbot_stats: null,
    token: 'grt_x',
  },
};

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'awa@exemple.sn' } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'MotDePasse!1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginPage under a password-guessing attack', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('griot.device', 'dev_connu');
    issueCaptcha.mockResolvedValue({
      captchaId: '0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10',
      image: 'data:image/svg+xml,<svg/>',
      salt: 's',
      digest: 'd',
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
    } as Awaited<ReturnType<typeof api.auth.captcha>>);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('sends the known device, then asks the captcha when the server does, and sends its answer', async () => {
    login.mockRejectedValueOnce(
      new ORPCError('TOO_MANY_REQUESTS', {
        status: 429,
        message: captchaMessage,
        data: { success: false, error: captchaMessage, message: captchaMessage, captchaRequired: true },
      }),
    );
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
          <MemoryRouter initialEntries={['/login']}>
            <LoginPage />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    fillAndSubmit();
    await screen.findByText(captchaMessage);
    expect(login.mock.lastCall?.[0]).toEqual(expect.objectContaining({ device: 'dev_connu' }));
    fireEvent.change(await screen.findByLabelText('Code du captcha'), { target: { value: 'AB12CD' } });
    login.mockResolvedValueOnce(session);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(localStorage.getItem('griot.device')).toBe('dev_nouveau'));
    expect(login.mock.lastCall?.[0]).toEqual(
      expect.objectContaining({
        captchaId: '0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10',
        captchaResponse: 'AB12CD',
      }),
    );
  });
});
