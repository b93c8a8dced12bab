import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { storeSession } from '../../../lib/sessionStore';

export const WORKSPACE_ID = '00000000-0000-4000-8000-00000000a001';

/** Signs the test in: Awa, working in « Boutique Téranga » with `role`. */
export function signInAs(role: WorkspaceRole): void {
  const data = {
    id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Awa Diop',
    email: 'awa@teranga.sn',
    tel: null,
    profile_picture: null,
    provenance: 'email',
    pointing_chatbot_stats: null,
    language: 'fr' as const,
    user_type: 'personal' as const,
    workspace: { id: WORKSPACE_ID, name: 'Boutique Téranga', kind: 'own' as const, role },
    token: 'grt_test',
  };
  storeSession({ data, token: 'grt_test' });
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` at `path` with the app's providers; the address is in `location`. */
export function renderSettingsScreen(ui: ReactNode, path = '/dashboard/inbox/settings') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
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
}

/** An error as the API client throws it: the server's French text and the field it names. */
export async function refusal(status: number, message: string, field?: string) {
  const { ORPCError } = await import('@orpc/client');
  return new ORPCError(`HTTP_${status}`, {
    status,
    message,
    data: { success: false, error: message, message, ...(field ? { field } : {}) },
  });
}
