import { vi } from 'vitest';

/** The pane's calls, mocked for `vi.mock('../../lib/apiClient', async () => (await import('./test/mockedApi')).mockedApi())`. */
export function mockedApi() {
  return {
    apiOrigin: () => 'http://localhost',
    api: {
      inbox: {
        list: vi.fn(),
        counts: vi.fn(),
        get: vi.fn(),
        members: vi.fn(),
        labels: vi.fn(),
        markRead: vi.fn(),
        assign: vi.fn(),
        setStatus: vi.fn(),
        addNote: vi.fn(),
        removeNote: vi.fn(),
        setLabels: vi.fn(),
        reply: vi.fn(),
        templates: vi.fn(),
        sendTemplate: vi.fn(),
      },
      cannedResponses: { list: vi.fn() },
      conversations: { transcript: vi.fn(), retry: vi.fn() },
    },
  };
}
