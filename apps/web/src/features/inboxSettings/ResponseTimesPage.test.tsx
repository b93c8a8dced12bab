import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import type { AgentTimes } from './AgentTimesTable';
import { ResponseTimesPage } from './ResponseTimesPage';
import { refusal, renderSettingsScreen, signInAs } from './test/renderSettingsScreen';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { inbox: { responseTimes: vi.fn() } },
}));
// recharts measures nothing in jsdom: what matters is what the chart is given.
vi.mock('./ResponseTimesChart', () => ({
  ResponseTimesChart: ({ agents }: { agents: AgentTimes[] }) => (
    <figure aria-label="graphique">{agents.map((agent) => agent.name).join(', ')}</figure>
  ),
}));

const times = vi.mocked(api.inbox.responseTimes);
const IBRAHIMA: AgentTimes = {
  user_id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Ibrahima Sarr',
  conversations: 12,
  resolved: 11,
  first_response_median: 240,
  resolution_median: 80 * 60,
};
const AISSATOU: AgentTimes = {
  user_id: '00000000-0000-4000-8000-0000000000b2',
  name: 'Aïssatou Ba',
  conversations: 3,
  resolved: 0,
  first_response_median: 45,
  resolution_median: null,
};

describe('Temps de réponse', () => {
  beforeEach(() => signInAs('editor'));
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.removeItem('user');
  });

  it('shows the medians as people say them, per agent and compared, and changes the period', async () => {
    times.mockImplementation(async ({ days }) => ({
      success: true,
      days: Number(days ?? 7),
      overall:
        days === 30
          ? { conversations: 40, first_response_median: 27 * 3600, resolution_median: 2 * 86400 }
          : { conversations: 15, first_response_median: 200, resolution_median: 65 * 60 },
      agents: [IBRAHIMA, AISSATOU],
    }));
    renderSettingsScreen(<ResponseTimesPage />, '/dashboard/inbox/reports');
    expect(screen.getByText('Calcul des temps de réponse…')).toBeTruthy();
    const handled = await screen.findByRole('group', { name: 'Conversations prises en charge' });
    expect(within(handled).getByText('15')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Temps de première réponse (médiane)' })).getByText('3 min'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Temps de résolution (médiane)' })).getByText('1 h 05'),
    ).toBeTruthy();
    const table = screen.getByRole('table');
    const ibrahima = within(table).getByText('Ibrahima Sarr').closest('tr') as HTMLElement;
    expect(within(ibrahima).getByText('4 min')).toBeTruthy();
    expect(within(ibrahima).getByText('1 h 20')).toBeTruthy();
    const aissatou = within(table).getByText('Aïssatou Ba').closest('tr') as HTMLElement;
    expect(within(aissatou).getByText('45 s')).toBeTruthy();
    expect(within(aissatou).getByText('—')).toBeTruthy();
    expect((await screen.findByRole('figure', { name: 'graphique' })).textContent).toBe(
      'Ibrahima Sarr, Aïssatou Ba',
    );
    expect(times).toHaveBeenCalledWith({ days: 7 }, expect.anything());

    fireEvent.click(screen.getByRole('radio', { name: '30 jours' }));
    await waitFor(() => expect(times).toHaveBeenCalledWith({ days: 30 }, expect.anything()));
    expect(await screen.findByText('1 j 3 h')).toBeTruthy();
    expect(screen.getByText('2 j')).toBeTruthy();
  });

  it('on a phone, a card per agent instead of five columns', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('max-width') });
    try {
      times.mockResolvedValue({
        success: true,
        days: 7,
        overall: { conversations: 15, first_response_median: 200, resolution_median: 65 * 60 },
        agents: [IBRAHIMA, AISSATOU],
      });
      renderSettingsScreen(<ResponseTimesPage />, '/dashboard/inbox/reports');
      const card = await screen.findByRole('listitem', { name: 'Ibrahima Sarr' });
      expect(within(card).getByText('Première réponse').nextElementSibling?.textContent).toBe('4 min');
      expect(within(card).getByText('Résolution').nextElementSibling?.textContent).toBe('1 h 20');
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  it('says when nobody handled a conversation in the period', async () => {
    times.mockResolvedValue({
      success: true,
      days: 7,
      overall: { conversations: 0, first_response_median: null, resolution_median: null },
      agents: [],
    });
    renderSettingsScreen(<ResponseTimesPage />, '/dashboard/inbox/reports');
    expect(await screen.findByText('Aucune conversation prise en charge sur cette période')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's refusal and tries again", async () => {
    times
      .mockRejectedValueOnce(await refusal(403, 'Votre rôle (Agent) ne permet pas cette action.'))
      .mockResolvedValueOnce({
        success: true,
        days: 7,
        overall: { conversations: 1, first_response_median: 60, resolution_median: 600 },
        agents: [IBRAHIMA],
      });
    renderSettingsScreen(<ResponseTimesPage />, '/dashboard/inbox/reports');
    expect(await screen.findByText('Votre rôle (Agent) ne permet pas cette action.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('10 min')).toBeTruthy();
  });
});
