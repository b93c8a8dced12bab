import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { CreateChatbotPage } from '../create/CreateChatbotPage';

/**
 * In the describe it is called in: a signed-in session stored before each test; after each, the
 * screen unmounted, the mocks cleared and the storage emptied.
 */
export function withStoredSession() {
  beforeEach(() => {
    localStorage.setItem('user', JSON.stringify({ data: { id: 'u1', token: 't' }, token: 't' }));
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.clear();
  });
}

function Where() {
  const location = useLocation();
  return <p>Arrivé sur {`${location.pathname}${location.search}`}</p>;
}

/** The create page at `entry`; any other address says « Arrivé sur <path and query> ». */
export function renderCreateChatbotPage(entry = '/dashboard/chatbots/create') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/dashboard/chatbots/create" element={<CreateChatbotPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
