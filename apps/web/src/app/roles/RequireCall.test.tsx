import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { clearStoredSession, storeSession } from '../../lib/sessionStore';
import { RequireCall } from './RequireCall';

function signInAs(role: WorkspaceRole | null) {
  const workspace = role && { id: 'w1', name: 'Téranga Shop', kind: 'own' as const, role };
  storeSession({ data: { id: 'u1', token: 't', workspace } as never, token: 't' });
}

/** The flow editor's route behind its guard, as routes.tsx wires it. */
function renderEditorRoute() {
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/dashboard/chatbots/c1/playground']}>
        <Routes>
          <Route element={<RequireCall call="flows.tree" />}>
            <Route path="/dashboard/chatbots/:idchatbot/playground" element={<p>Éditeur de flux</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('RequireCall', () => {
  afterEach(async () => {
    cleanup();
    clearStoredSession();
    await switchLanguage('fr');
  });

  it('opens the page to a role that may make its call', async () => {
    for (const role of ['editor', 'admin', 'owner'] as const) {
      signInAs(role);
      renderEditorRoute();
      expect(await screen.findByText('Éditeur de flux'), role).toBeTruthy();
      cleanup();
    }
  });

  it('tells an agent its role does not open the page, with the ways back', async () => {
    signInAs('agent');
    renderEditorRoute();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Votre rôle (Agent) ne donne pas accès à cette page.');
    expect(screen.queryByText('Éditeur de flux')).toBeNull();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Voir les chatbots' }).getAttribute('href')).toBe(
      '/dashboard/chatbots',
    );
  });

  it('says so in the language shown', async () => {
    signInAs('agent');
    renderEditorRoute();
    await screen.findByRole('alert');
    await act(() => switchLanguage('en'));
    expect(screen.getByRole('alert').textContent).toContain(
      'Your role (Agent) doesn’t give access to this page.',
    );
    await act(() => switchLanguage('es'));
    expect(screen.getByRole('alert').textContent).toContain('Tu rol (Agente) no da acceso a esta página.');
  });

  it('tells someone in no workspace why, rather than naming a role', async () => {
    signInAs(null);
    renderEditorRoute();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Vous ne travaillez dans aucun espace de travail.',
    );
    expect(screen.queryByText('Éditeur de flux')).toBeNull();
  });
});
