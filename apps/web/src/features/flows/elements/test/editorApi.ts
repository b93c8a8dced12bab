import { vi } from 'vitest';

/**
 * The block editor's calls, mocked for
 * `vi.mock('../../../lib/apiClient', async () => (await import('./test/editorApi')).editorApi())`.
 */
export function editorApi() {
  return {
    apiOrigin: () => 'http://localhost',
    api: {
      flows: {
        save: vi.fn(),
        inbound: vi.fn(),
        rename: vi.fn(),
        setAssistantSwitch: vi.fn(),
        remove: vi.fn(),
        revisions: vi.fn(),
        revision: vi.fn(),
        restore: vi.fn(),
      },
      variables: { forEditor: vi.fn() },
      uploads: { image: vi.fn(), document: vi.fn(), audio: vi.fn() },
    },
  };
}
