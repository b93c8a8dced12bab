import type { AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AnalyticsPage } from '../AnalyticsPage';

export const CHATBOT_ID = '5b1f3c1e-8d2a-4c39-9a51-2f4c0e6b7a10';

const figure = (value: number, previous: number) => ({ value, previous });

/** A hand-written summary of 2026-10-28 → 2026-11-26 (Dakar, UTC+0), as the contract shapes it. */
export function buildSummary(overrides: Partial<AnalyticsSummary> = {}): AnalyticsSummary {
  return {
    period: {
      from: '2026-10-28',
      to: '2026-11-26',
      previous_from: '2026-09-28',
      previous_to: '2026-10-27',
      time_zone: 'Africa/Dakar',
    },
    computed_at: '2026-11-26T14:32:10.000Z',
    conversations: { started: figure(1234, 1000), finished: figure(900, 1000), left: figure(300, 200) },
    messages: {
      inbound: figure(5000, 0),
      outbound: figure(6000, 6000),
      by_channel: [
        { channel: 'whatsapp', inbound: figure(4000, 3000), outbound: figure(5000, 4000) },
        { channel: 'web', inbound: figure(1000, 0), outbound: figure(1000, 0) },
        { channel: 'telegram', inbound: figure(0, 0), outbound: figure(0, 0) },
      ],
    },
    end_users: { new: figure(80, 100), returning: figure(125, 100) },
    answered_by: { flow: figure(4500, 4000), griot: figure(1000, 500), agent: figure(500, 500) },
    handovers: {
      total: figure(42, 40),
      by_reason: [
        { reason: 'customer', count: 30 },
        { reason: 'griot', count: 12 },
        { reason: 'bot', count: 0 },
      ],
    },
    agents: {
      first_response: {
        median_seconds: 150,
        p90_seconds: 3900,
        previous_median_seconds: 120,
        previous_p90_seconds: 5000,
        count: 40,
      },
      resolution: {
        median_seconds: 7200,
        p90_seconds: 2 * 86_400 + 3 * 3600,
        previous_median_seconds: null,
        previous_p90_seconds: null,
        count: 35,
      },
      by_agent: [
        {
          user_id: 'u-fatou',
          name: 'Fatou Sow',
          conversations: 25,
          median_first_response_seconds: 150,
          median_resolution_seconds: 3900,
        },
        {
          user_id: null,
          name: '',
          conversations: 3,
          median_first_response_seconds: null,
          median_resolution_seconds: null,
        },
      ],
    },
    broadcasts: {
      sent: figure(2000, 1000),
      delivered: figure(1900, 950),
      read: figure(1200, 600),
      failed: figure(100, 50),
      replies: figure(250, 100),
      opt_outs: figure(12, 20),
      list: [
        {
          id: 'b1',
          name: 'Promo Tabaski',
          started_at: '2026-11-03T09:00:00.000Z',
          sent: 2000,
          delivered: 1900,
          read: 1200,
          failed: 100,
          replies: 250,
        },
      ],
    },
    days: [
      { day: '2026-11-25', inbound: 150, outbound: 180, conversations: 40, new_end_users: 3 },
      { day: '2026-11-26', inbound: 160, outbound: 190, conversations: 42, new_end_users: 2 },
    ],
    busiest_hours: [
      { weekday: 0, hour: 9, messages: 1234 },
      { weekday: 4, hour: 18, messages: 56 },
    ],
    ...overrides,
  };
}

/** Nothing in the period: no conversation, no message, no broadcast. */
export function emptySummary(): AnalyticsSummary {
  const zero = figure(0, 0);
  const summary = buildSummary();
  return {
    ...summary,
    conversations: { started: zero, finished: zero, left: zero },
    messages: { inbound: zero, outbound: zero, by_channel: [] },
    broadcasts: { ...summary.broadcasts, sent: zero, list: [] },
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** The page at /dashboard/analytics with `search`, and the address shown in a probe. */
export function renderAnalytics(search = '') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    // The test env: no transitions, no portals (a closing dropdown would hide its options).
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/dashboard/analytics${search}`]}>
          <Routes>
            <Route
              path="/dashboard/analytics"
              element={
                <>
                  <AnalyticsPage />
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
