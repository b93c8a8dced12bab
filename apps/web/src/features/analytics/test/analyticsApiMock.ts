import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

/**
 * The API client as the analytics screen's tests replace it: every call the screen makes, unanswered
 * until a test says otherwise. Use: `vi.mock('<path to lib/apiClient>', () => import('<this file>'))`.
 */
export const api = {
  analytics: { summary: vi.fn(), export: vi.fn(), funnel: vi.fn(), assistant: vi.fn() },
  chatbots: { list: vi.fn() },
};

export const apiOrigin = () => 'https://app.griot.test';

/**
 * The screen's tests' common ground, registered in the calling file: the charts loaded once (recharts
 * loads on demand: a render does not wait for it); the clock on Thursday 26 November 2026, 12:00
 * UTC (only Date is faked, promises run as usual); the funnel's and GRIOT IA's sections left loading
 * (they have tests of their own); after each test, a clean page and cleared mocks.
 */
export function setUpAnalyticsScreenTests() {
  beforeAll(() => Promise.all([import('../summary/ActivityChart'), import('../summary/ChannelsChart')]));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    api.analytics.funnel.mockReturnValue(new Promise(() => {}));
    api.analytics.assistant.mockReturnValue(new Promise(() => {}));
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.useRealTimers();
  });
}
