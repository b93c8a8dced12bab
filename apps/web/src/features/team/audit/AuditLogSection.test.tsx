import type { AuditEvent } from '@griot/contract/workspaces/workspaceSchemas';
import { MantineProvider } from '@mantine/core';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { AuditLogSection } from './AuditLogSection';

vi.mock('../../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { workspaces: { audit: vi.fn(), members: vi.fn() } },
}));

const ws = vi.mocked(api.workspaces);
const WORKSPACE_ID = '00000000-0000-4000-8000-00000000a001';
const AWA = '00000000-0000-4000-8000-0000000000a1';
const FATOU = '00000000-0000-4000-8000-0000000000b2';

function buildEvent(index: number, overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    at: new Date(Date.now() - index * 60_000 - 5 * 60_000).toISOString(),
    type: 'flow.published',
    actor: { id: AWA, name: 'Awa Diop' },
    actor_name: 'Awa Diop',
    subject: `Bloc ${index}`,
    details: { chatbot: 'Boutique Téranga', revision: 2 },
    ...overrides,
  };
}

function member(userId: string, name: string) {
  return {
    user_id: userId,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@teranga.sn`,
    profile_picture: null,
    role: 'admin' as const,
    joined_at: '2026-01-05T10:00:00.000Z',
    last_active_at: null,
    two_factor: false,
    is_me: userId === AWA,
  };
}

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <AuditLogSection workspaceId={WORKSPACE_ID} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const FORBIDDEN = 'Votre rôle dans cet espace de travail ne permet pas cette action.';
const lastAuditInput = () => ws.audit.mock.calls.at(-1)?.[0];

describe('AuditLogSection', () => {
  beforeEach(() => {
    ws.members.mockResolvedValue({
      success: true,
      members: [member(AWA, 'Awa Diop'), member(FATOU, 'Fatou Sow')],
      invitations: [],
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('tells each event as a sentence, with the exact date on hover, and loads more on demand', async () => {
    ws.audit
      .mockResolvedValueOnce({
        success: true,
        events: [
          buildEvent(1, { subject: 'Catalogue' }),
          buildEvent(2, {
            type: 'number.removed',
            actor: null,
            actor_name: 'Moussa Sarr',
            subject: '+221 78 000 33 44',
            details: { action: 'deleted' },
          }),
        ],
        next_cursor: 'page-2',
      })
      .mockResolvedValueOnce({
        success: true,
        events: [buildEvent(3, { type: 'broadcast.paused', subject: 'promo_tabaski' })],
        next_cursor: null,
      });
    renderSection();
    const first = await screen.findByText(
      (_, element) =>
        element?.tagName === 'P' &&
        element.textContent === 'Awa Diop a publié le flux « Catalogue » de Boutique Téranga',
    );
    expect(first.querySelectorAll('strong')).toHaveLength(2);
    expect(screen.getByText('compte supprimé')).toBeTruthy();
    expect(screen.getAllByText(/Moussa Sarr/).length).toBeGreaterThan(0);
    const when = document.querySelector('time');
    expect(when?.textContent).toMatch(/^(Aujourd’hui|Hier) à /);
    fireEvent.focus(when as Element);
    expect(await screen.findByText(/^Le /)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(await screen.findByText(/a mis en pause la diffusion/)).toBeTruthy();
    expect(lastAuditInput()).toEqual({ id: WORKSPACE_ID, cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();
  });

  it('filters by member and by type, and says when nothing matches', async () => {
    ws.audit.mockResolvedValue({ success: true, events: [buildEvent(1)], next_cursor: null });
    renderSection();
    await screen.findByText(/a publié le flux/);
    expect(lastAuditInput()).toEqual({ id: WORKSPACE_ID });

    ws.audit.mockResolvedValue({ success: true, events: [], next_cursor: null });
    fireEvent.click(screen.getAllByLabelText('Membre')[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Fatou Sow' }));
    await waitFor(() => expect(lastAuditInput()).toEqual({ id: WORKSPACE_ID, member: FATOU }));
    expect(await screen.findByText('Aucun événement pour ces filtres')).toBeTruthy();

    fireEvent.click(screen.getAllByLabelText("Type d'événement")[0] as HTMLElement);
    expect(screen.getByText('Diffusions')).toBeTruthy();
    fireEvent.click(await screen.findByRole('option', { name: 'Diffusion annulée' }));
    await waitFor(() =>
      expect(lastAuditInput()).toEqual({ id: WORKSPACE_ID, member: FATOU, type: 'broadcast.cancelled' }),
    );

    ws.audit.mockResolvedValue({ success: true, events: [buildEvent(1)], next_cursor: null });
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(lastAuditInput()).toEqual({ id: WORKSPACE_ID }));
    expect(await screen.findByText(/a publié le flux/)).toBeTruthy();
  });

  it('shows the server’s French message when the log cannot be read, and tries again', async () => {
    ws.audit.mockRejectedValueOnce(
      new ORPCError('FORBIDDEN', {
        status: 403,
        message: FORBIDDEN,
        data: { success: false, error: FORBIDDEN, message: FORBIDDEN },
      }),
    );
    renderSection();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Le journal n’a pas pu être chargé')).toBeTruthy();
    expect(screen.getByText(FORBIDDEN)).toBeTruthy();
    ws.audit.mockResolvedValue({ success: true, events: [buildEvent(1)], next_cursor: null });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/a publié le flux/)).toBeTruthy();
  });
});
