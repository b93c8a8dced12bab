import { vi } from 'vitest';

/**
 * The API client as the analytics screen's tests replace it: every call the screen makes, unanswered
 * until a test says otherwise. Use: `vi.mock('<path to lib/apiClient>', () => import('<this file>'))`.
 */
export const api = {
  analytics: { summary: vi.fn(), export: vi.fn(), funnel: vi.fn(), assistant: vi.fn() },
  chatbots: { list: vi.fn() },
};

export const apiOrigin = () => 'https://app.griot.test';

/** The charts load on demand (recharts is heavy): loaded once before the tests, a render does not wait for them. */
export function loadCharts() {
  return Promise.all([import('../summary/ActivityChart'), import('../summary/ChannelsChart')]);
}
