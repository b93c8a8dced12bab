import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayLanguage, switchLanguage } from '../../lib/i18n/displayLanguage';
import { LoginPage } from './LoginPage';

vi.mock('../../lib/apiClient', () => ({
  api: { auth: { login: vi.fn(), captcha: vi.fn() } },
}));

function renderLogin() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <Suspense fallback={null}>
            <LoginPage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the login page’s language', () => {
  afterEach(async () => {
    cleanup();
    await switchLanguage('fr');
  });

  it('speaks English once switched to it', async () => {
    await switchLanguage('en');
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
  });

  it('lets a visitor switch language with its switcher, at once and without a reload', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeTruthy();
    const switcher = screen.getByRole('group', { name: 'Langue' });
    // What is typed stays: the same page changes its words, nothing is reloaded.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'awa@exemple.sn' } });

    const spanish = screen.getByRole('button', { name: 'Español' });
    expect(spanish.getAttribute('lang')).toBe('es');
    expect(spanish.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(spanish);

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Idioma' })).toBe(switcher);
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Correo electrónico')).toHaveProperty('value', 'awa@exemple.sn');
    expect(displayLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('griot:language')).toBe('es');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
