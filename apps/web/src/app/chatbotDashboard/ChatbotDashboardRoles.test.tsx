import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { clearStoredSession, storeSession } from '../../lib/sessionStore';
import { ChatbotDashboardPage } from './ChatbotDashboardPage';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    chatbots: { get: vi.fn() },
    endUsers: { kpis: vi.fn(), list: vi.fn(), tags: vi.fn() },
    segments: { values: vi.fn(), conditions: vi.fn() },
    variables: { forEditor: vi.fn(), declarations: vi.fn() },
    broadcasts: { models: vi.fn(), list: vi.fn(), localModels: vi.fn() },
  },
}));

function signInAs(role: WorkspaceRole) {
  const workspace = { id: 'w1', name: 'Téranga Shop', kind: 'own' as const, role };
  storeSession({ data: { id: 'u1', token: 't', workspace } as never, token: 't' });
}

function renderDashboard() {
  const never = () => new Promise<never>(() => {});
  vi.mocked(api.chatbots.get).mockResolvedValue({
    success: true,
    message: '',
    chatbot: {
      _id: 'c1',
      bot_name: 'Boutique Ndiaye',
      type: 'web',
      userCount: 3,
      interactionCount: 9,
      silent_reasons: [],
    },
  } as never);
  for (const call of [
    api.endUsers.kpis,
    api.endUsers.list,
    api.endUsers.tags,
    api.variables.forEditor,
    api.segments.values,
  ])
    vi.mocked(call).mockImplementation(never);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/dashboard/chatbots/c1/home']}>
          <Routes>
            <Route path="/dashboard/chatbots/:id/home" element={<ChatbotDashboardPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the chatbot dashboard per role', () => {
  afterEach(() => {
    cleanup();
    clearStoredSession();
    vi.clearAllMocks();
  });

  it('gives an agent the figures, the end-users and the conversations, nothing of flows, knowledge, settings or segments', async () => {
    signInAs('agent');
    renderDashboard();
    expect(await screen.findByText('Boutique Ndiaye')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Conversations' }).getAttribute('href')).toBe(
      '/dashboard/chat/c1',
    );
    expect(screen.queryByRole('link', { name: 'Éditeur de flux' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'GRIOT IA' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Boutique Ndiaye' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Utilisateurs du chatbot' })).toBeTruthy();
    expect(api.segments.values).not.toHaveBeenCalled();
    expect(api.variables.forEditor).not.toHaveBeenCalled();
  });

  it('gives an editor the flow editor, GRIOT IA and the settings too', async () => {
    signInAs('editor');
    renderDashboard();
    expect((await screen.findByRole('link', { name: 'Boutique Ndiaye' })).getAttribute('href')).toBe(
      '/dashboard/chatbots/c1/settings',
    );
    expect(screen.getByRole('link', { name: 'Éditeur de flux' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'GRIOT IA' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Conversations' })).toBeTruthy();
  });
});
