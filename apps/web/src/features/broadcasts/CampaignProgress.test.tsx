import type { CampaignSummary, ReportRow } from '@griot/contract/broadcasts/broadcastSchemas';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { CampaignProgress } from './CampaignProgress';
import { missingValuesNotices } from './missingValuesNotice';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { broadcasts: { report: vi.fn(), control: vi.fn(), start: vi.fn(), list: vi.fn() } },
}));

const CHATBOT = '00000000-0000-4000-8000-000000000001';
const CAMPAIGN = '00000000-0000-4000-8000-0000000000c1';
const finished: CampaignSummary = {
  id: CAMPAIGN,
  template: 'promo_tabaski',
  langage: 'fr',
  status: 'finished',
  total: 1250,
  processed: 1250,
  succeeded: 1234,
  failed: 10,
  errors: 4,
  pending: 0,
  skipped: 2,
  delivered: 1200,
  read: 1,
  replied: 0,
  capped: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  finished_at: '2026-11-20T10:05:00.000Z',
  pause_reason: null,
};
const row = (index: number, status: ReportRow['status'], delivery: string): ReportRow => ({
  index,
  phone: '221770000000',
  name: 'Awa',
  status,
  delivery,
  messageId: `wamid.${index}`,
  errorDetails: null,
  timestamp: '2026-11-20T10:01:00.000Z',
  repliedAt: null,
  usertel: '221770000000',
});

function renderProgress(
  campaign: CampaignSummary,
  report = [row(1, 'Succès', 'read'), row(2, 'Non traité', '')],
) {
  vi.mocked(api.broadcasts.report).mockResolvedValue({ success: true, campaign, report });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/dashboard/chatbot']}>
          <Routes>
            <Route
              path="/dashboard/chatbot"
              element={<CampaignProgress chatbotId={CHATBOT} campaignId={CAMPAIGN} />}
            />
            <Route path="/dashboard/chat/:chatbotId/:usertel" element={<ConversationShown />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Where the reply link leads: the conversation screen's route, its parameters shown. */
function ConversationShown() {
  const { chatbotId, usertel } = useParams();
  return <p>{`conversation ${chatbotId} ${usertel}`}</p>;
}

describe('CampaignProgress', () => {
  afterEach(async () => {
    cleanup();
    vi.clearAllMocks();
    await switchLanguage('fr');
  });

  it('reports a finished campaign in French, then in English at once when the language changes', async () => {
    renderProgress(finished);
    expect(await screen.findByText('promo_tabaski · Terminée')).toBeTruthy();
    expect(
      screen.getByText(
        'Message envoyé à 1 234 utilisateurs sur 1 250 (taux de réussite 99 %) · 1 200 remis · 1 lus',
      ),
    ).toBeTruthy();

    await act(() => switchLanguage('en'));
    expect(await screen.findByText('promo_tabaski · Finished')).toBeTruthy();
    expect(
      screen.getByText(
        'Message sent to 1,234 users out of 1,250 (99% success rate) · 1,200 delivered · 1 read',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Not processed 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View report' }));
    const report = screen.getByRole('table', { name: 'Broadcast report' });
    expect(within(report).getByRole('columnheader', { name: 'Phone number' })).toBeTruthy();
    // The report's wire status (French words) reads in the language shown.
    expect(within(report).getByText('Succeeded')).toBeTruthy();
    expect(within(report).getByText('Not processed')).toBeTruthy();
    expect(within(report).getByText('Read')).toBeTruthy();
  });

  it('links a recipient who replied to their conversation, reachable by keyboard; the others have no link', async () => {
    const replied = {
      ...row(1, 'Succès', 'read'),
      name: 'Awa Diop',
      usertel: '221771234567',
      repliedAt: '2026-11-20T10:30:00.000Z',
    };
    renderProgress(finished, [replied, { ...row(2, 'Succès', 'delivered'), name: 'Moussa' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Voir le rapport' }));
    const report = screen.getByRole('table', { name: 'Rapport de diffusion' });
    expect(within(report).getByRole('columnheader', { name: 'Réponse' })).toBeTruthy();
    const links = within(report).getAllByRole('link');
    expect(links).toHaveLength(1);
    const link = within(report).getByRole('link', {
      name: /^Voir la conversation de Awa Diop \(réponse le /,
    });
    expect(link.getAttribute('href')).toBe(`/dashboard/chat/${CHATBOT}/221771234567`);
    // A link is in the tab order and follows on Enter (the browser's own behaviour): no tabindex removes it.
    expect(link.getAttribute('tabindex')).toBeNull();
    link.focus();
    expect(document.activeElement).toBe(link);
    fireEvent.click(link);
    expect(await screen.findByText(`conversation ${CHATBOT} 221771234567`)).toBeTruthy();
  });

  it('says one user in the singular, in English', async () => {
    await switchLanguage('en');
    renderProgress({ ...finished, total: 1, processed: 1, succeeded: 1, failed: 0, errors: 0, skipped: 0 });
    expect(
      await screen.findByText(
        'Message sent to 1 user out of 1 (100% success rate) · 1,200 delivered · 1 read',
      ),
    ).toBeTruthy();
  });
});

describe('missingValuesNotices in English', () => {
  afterEach(() => switchLanguage('fr'));

  it('counts recipients in the singular and the plural and names the placeholder', async () => {
    await switchLanguage('en');
    expect(
      missingValuesNotices([
        { key: 'header.1', count: 1, fallback: 'Dakar' },
        { key: 'button.0.1', count: 1500, fallback: '' },
      ]).map((notice) => notice.text),
    ).toEqual([
      '1 recipient has no value for {{1}} in the header: “Dakar” will be sent.',
      '1,500 recipients have no value for {{1}} in button 1 and no default value is set: enter one to send.',
    ]);
  });
});
