import type { SessionUser } from '@griot/contract/auth/authSchemas';
import type { WorkspaceSummary } from '@griot/contract/workspaces/workspaceSchemas';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

export const PROVIDER_WORKSPACE = '00000000-0000-4000-8000-0000000000a1';
export const CLIENT_AWA = '00000000-0000-4000-8000-0000000000c1';
export const CLIENT_PAGNES = '00000000-0000-4000-8000-0000000000c2';

/** A signed-in person as the login stores them, working in `workspace`. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '00000000-0000-4000-8000-0000000000e1',
    name: 'Moussa Ndiaye',
    email: 'moussa@example.sn',
    tel: null,
    profile_picture: null,
    provenance: 'web',
    pointing_chatbot_stats: null,
    user_type: 'provider',
    workspace: { id: PROVIDER_WORKSPACE, name: 'Keur Digital', kind: 'own', role: 'owner' },
    ...overrides,
  };
}

export function storeUser(user: SessionUser): void {
  localStorage.setItem('user', JSON.stringify({ data: { ...user, token: 'grt_test' }, token: 'grt_test' }));
}

export function summary(
  overrides: Partial<WorkspaceSummary> & Pick<WorkspaceSummary, 'id' | 'name'>,
): WorkspaceSummary {
  return {
    kind: 'own',
    role: 'owner',
    provider_workspace_id: null,
    provider_name: null,
    members: 1,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The provider's three workspaces: its own and two clients'. */
export function providerWorkspaces(): WorkspaceSummary[] {
  return [
    summary({ id: PROVIDER_WORKSPACE, name: 'Keur Digital' }),
    summary({
      id: CLIENT_AWA,
      name: 'Boutique Awa',
      kind: 'client',
      role: 'admin',
      provider_workspace_id: PROVIDER_WORKSPACE,
      provider_name: 'Keur Digital',
    }),
    summary({
      id: CLIENT_PAGNES,
      name: 'Pagnes de Thiès',
      kind: 'client',
      provider_workspace_id: PROVIDER_WORKSPACE,
      provider_name: 'Keur Digital',
    }),
  ];
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders `ui` at `path` with the app's providers; the current address is in `location`. */
export function renderWithProviders(ui: ReactNode, path = '/dashboard/chatbots') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <Location />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}
