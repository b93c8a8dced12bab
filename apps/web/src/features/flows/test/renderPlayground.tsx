import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { PlaygroundPage } from '../playground/PlaygroundPage';
import { buildTree, TEST_CHATBOT_ID } from './playgroundTestData';

/**
 * The playground's test kit: PlaygroundPage at an address, over the mocked api of ./playgroundApi
 * (the test file mocks '../../../lib/apiClient' with it).
 */

/** The playground's address for the test chatbot. */
export const PLAYGROUND_BASE = `/dashboard/chatbots/${TEST_CHATBOT_ID}/playground`;

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The address shown, path and query. */
export const shownLocation = () => screen.getByTestId('location').textContent;

/** Renders the playground's routes at `path` (any other address shows nothing); returns the query client. */
export function renderPlaygroundAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/chatbots/:idchatbot/playground" element={<PlaygroundPage />} />
            <Route path="/dashboard/chatbots/:idchatbot/playground/:idblock" element={<PlaygroundPage />} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}

/** The reads every playground screen makes: the chatbot, its tree, no inbound link, no variable. */
export function stubPlaygroundReads(description: string) {
  vi.mocked(api.chatbots.getForEditor).mockResolvedValue({
    success: true,
    message: '',
    chatbot: { bot_name: 'Boutique Dakar', description },
  } as never);
  vi.mocked(api.flows.tree).mockResolvedValue(buildTree());
  vi.mocked(api.flows.inbound).mockResolvedValue({ success: true, match_previous: [] });
  vi.mocked(api.variables.forEditor).mockResolvedValue({ success: true, variables: [] });
}
