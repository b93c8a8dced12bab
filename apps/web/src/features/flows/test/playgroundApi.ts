import { vi } from 'vitest';

/**
 * The playground's calls, mocked for
 * `vi.mock('../../../lib/apiClient', async () => (await import('../test/playgroundApi')).playgroundApi())`.
 */
export function playgroundApi() {
  return {
    apiOrigin: () => 'http://localhost',
    api: {
      chatbots: { getForEditor: vi.fn() },
      flows: {
        tree: vi.fn(),
        all: vi.fn(),
        block: vi.fn(),
        create: vi.fn(),
        rename: vi.fn(),
        save: vi.fn(),
        setAssistantSwitch: vi.fn(),
        inbound: vi.fn(),
        remove: vi.fn(),
        revisions: vi.fn(),
        revision: vi.fn(),
        restore: vi.fn(),
      },
      variables: { forEditor: vi.fn() },
      // The 'Statistiques' overlay's figures (off unless a test turns it on).
      analytics: { funnel: vi.fn() },
    },
  };
}
