import { notifications } from '@mantine/notifications';
import { ORPCError } from '@orpc/client';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { orpc } from '../../lib/orpc';
import {
  agentText,
  answerAsAwa,
  answerTranscript,
  CONVERSATION,
  conversation,
  FATOU,
  inbound,
  ME,
  renderPane,
  signIn,
} from './test/paneFixtures';

vi.mock('../../lib/apiClient', async () => (await import('./test/mockedApi')).mockedApi());
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }));

const inbox = vi.mocked(api.inbox);
const toast = () => vi.mocked(notifications.show).mock.calls.at(-1)?.[0].message;

beforeEach(signIn);
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  localStorage.clear();
});

describe('InboxConversationPane', () => {
  it('shows who the conversation is with, its messages, and marks it read on open', async () => {
    answerAsAwa();
    renderPane();
    expect(await screen.findByRole('heading', { name: 'Awa Ndiaye' })).toBeTruthy();
    expect(screen.getByText('Ouverte')).toBeTruthy();
    expect(screen.getByText(/Boutique Dakar/)).toBeTruthy();
    expect(await within(screen.getByRole('log')).findByText('Je voudrais parler à quelqu’un')).toBeTruthy();
    await waitFor(() => expect(inbox.markRead).toHaveBeenCalledWith({ id: CONVERSATION }, expect.anything()));
    expect(api.conversations.transcript).toHaveBeenCalledWith(
      { chatbotId: conversation().chatbot_id, usertel: '221770000001' },
      expect.anything(),
    );
    expect(screen.getByText('Fenêtre de réponse : encore 3 h 12 min')).toBeTruthy();
  });

  it('marks read again when a customer message arrives while open', async () => {
    const awa = answerAsAwa();
    const client = renderPane();
    await waitFor(() => expect(inbox.markRead).toHaveBeenCalledTimes(1));
    // The inbox page's live event refreshes the transcript: a new message from Awa.
    answerTranscript(awa, [inbound('m1', 'Je voudrais parler à quelqu’un'), inbound('m2', 'Vous êtes là ?')]);
    await act(() => client.invalidateQueries({ queryKey: orpc.conversations.transcript.key() }));
    expect(await screen.findByText('Vous êtes là ?')).toBeTruthy();
    await waitFor(() => expect(inbox.markRead).toHaveBeenCalledTimes(2));
    // The agent's own reply is no reason to mark again.
    answerTranscript(awa, [inbound('m2', 'Vous êtes là ?'), agentText('m3', 'Oui, je regarde')]);
    await act(() => client.invalidateQueries({ queryKey: orpc.conversations.transcript.key() }));
    expect(await screen.findByText('Oui, je regarde')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(inbox.markRead).toHaveBeenCalledTimes(2);
  });

  it('sends a failed message again from its bubble', async () => {
    const awa = answerAsAwa();
    answerTranscript(awa, [
      { ...agentText('m7', 'Votre colis part demain'), status: 'failed', error: 'graph:131047' },
    ]);
    vi.mocked(api.conversations.retry).mockResolvedValue({
      success: true,
      message: { ...agentText('m7', 'Votre colis part demain'), status: 'queued' },
    });
    renderPane();
    const log = within(await screen.findByRole('log'));
    fireEvent.click(await log.findByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(api.conversations.retry).toHaveBeenCalledWith(
        { chatbotId: conversation().chatbot_id, usertel: '221770000001', messageId: 'm7' },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(toast()).toBe('Message renvoyé'));
  });

  it('assigns to me from the picker and with Alt+A, and to another member', async () => {
    answerAsAwa();
    inbox.assign.mockImplementation(async ({ user_id }) => ({
      success: true,
      message: user_id === ME ? 'Conversation assignée à Moussa Diop' : 'Conversation assignée à Fatou Sarr',
      conversation: conversation({
        assignee: user_id === ME ? { id: ME, name: 'Moussa Diop' } : { id: FATOU, name: 'Fatou Sarr' },
      }),
    }));
    renderPane();
    const button = await screen.findByRole('button', { name: 'Assigner à…' });
    expect(button.getAttribute('title')).toContain('Alt+A');
    fireEvent.click(button);
    expect(await screen.findByText('2 ouvertes')).toBeTruthy();
    expect(screen.getByText('aucune ouverte')).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: "Me l'assigner" }));
    await waitFor(() =>
      expect(inbox.assign).toHaveBeenCalledWith({ id: CONVERSATION, user_id: ME }, expect.anything()),
    );
    await waitFor(() => expect(toast()).toBe('Conversation assignée à Moussa Diop'));
    const assigned = await screen.findByRole('button', { name: /Moussa Diop/ });
    fireEvent.click(assigned);
    fireEvent.click(await screen.findByRole('option', { name: /Fatou Sarr/ }));
    await waitFor(() =>
      expect(inbox.assign).toHaveBeenLastCalledWith({ id: CONVERSATION, user_id: FATOU }, expect.anything()),
    );
    // Alt+A while not typing gives it back to me.
    await screen.findByRole('button', { name: /Fatou Sarr/ });
    fireEvent.keyDown(document.body, { key: 'a', code: 'KeyA', altKey: true });
    await waitFor(() => expect(inbox.assign).toHaveBeenCalledTimes(3));
    expect(inbox.assign).toHaveBeenLastCalledWith({ id: CONVERSATION, user_id: ME }, expect.anything());
  });

  it('resolves with the button and Alt+R, reopens, sets pending and snoozes', async () => {
    answerAsAwa();
    inbox.setStatus.mockImplementation(async ({ status }) => ({
      success: true,
      message: `Conversation « ${status} »`,
      conversation: conversation({ status }),
    }));
    renderPane();
    const resolve = await screen.findByRole('button', { name: 'Résoudre' });
    expect(resolve.getAttribute('title')).toContain('Alt+R');
    fireEvent.keyDown(document.body, { key: '®', code: 'KeyR', altKey: true });
    await waitFor(() =>
      expect(inbox.setStatus).toHaveBeenCalledWith(
        { id: CONVERSATION, status: 'resolved' },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Résolue')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rouvrir' }));
    await waitFor(() =>
      expect(inbox.setStatus).toHaveBeenLastCalledWith(
        { id: CONVERSATION, status: 'open' },
        expect.anything(),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Mettre en attente' }));
    await waitFor(() =>
      expect(inbox.setStatus).toHaveBeenLastCalledWith(
        { id: CONVERSATION, status: 'pending' },
        expect.anything(),
      ),
    );
    await screen.findByText('En attente');
    fireEvent.click(screen.getByRole('button', { name: 'Répondre plus tard' }));
    const before = Date.now();
    fireEvent.click(await screen.findByRole('menuitem', { name: /Dans 1 heure/ }));
    await waitFor(() => expect(inbox.setStatus).toHaveBeenCalledTimes(4));
    const input = inbox.setStatus.mock.calls.at(-1)?.[0];
    expect(input?.status).toBe('snoozed');
    const until = new Date(input?.snooze_until ?? '').getTime();
    expect(until - before).toBeGreaterThanOrEqual(3_600_000 - 1000);
    expect(until - before).toBeLessThan(3_600_000 + 5000);
    await waitFor(() => expect(toast()).toBe('Conversation « snoozed »'));
  });

  it('snoozes to a chosen date, refusing a moment in the past', async () => {
    answerAsAwa();
    inbox.setStatus.mockResolvedValue({
      success: true,
      message: 'Conversation « Reportée »',
      conversation: conversation({ status: 'snoozed' }),
    });
    renderPane();
    fireEvent.click(await screen.findByRole('button', { name: 'Répondre plus tard' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Choisir une date…' }));
    const field = await screen.findByLabelText('Revenir le');
    fireEvent.change(field, { target: { value: '2020-01-01T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reporter' }));
    expect(await screen.findByText('Choisissez un moment dans le futur.')).toBeTruthy();
    expect(inbox.setStatus).not.toHaveBeenCalled();
    const later = new Date(Date.now() + 2 * 86_400_000);
    later.setHours(14, 30, 0, 0);
    const pad = (value: number) => String(value).padStart(2, '0');
    const local = `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}T14:30`;
    fireEvent.change(field, { target: { value: local } });
    fireEvent.click(screen.getByRole('button', { name: 'Reporter' }));
    await waitFor(() =>
      expect(inbox.setStatus).toHaveBeenCalledWith(
        { id: CONVERSATION, status: 'snoozed', snooze_until: later.toISOString() },
        expect.anything(),
      ),
    );
  });

  it('shows the server’s refusal in a toast', async () => {
    answerAsAwa();
    inbox.assign.mockRejectedValue(
      new ORPCError('HTTP_422', {
        status: 422,
        message: 'x',
        data: { success: false, message: "Cette personne n'est pas membre de l'espace de travail." },
      }),
    );
    renderPane();
    fireEvent.click(await screen.findByRole('button', { name: 'Assigner à…' }));
    fireEvent.click(await screen.findByRole('option', { name: /Fatou Sarr/ }));
    await waitFor(() => expect(toast()).toBe("Cette personne n'est pas membre de l'espace de travail."));
  });

  it('says when the conversation does not exist, with a way back', async () => {
    answerAsAwa();
    inbox.get.mockRejectedValue(
      new ORPCError('HTTP_404', {
        status: 404,
        message: 'x',
        data: { success: false, message: 'Conversation introuvable' },
      }),
    );
    renderPane();
    expect(await screen.findByText('Conversation introuvable')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la boîte de réception' }).getAttribute('href')).toBe(
      '/dashboard/inbox?view=mine',
    );
  });

  it('offers to try again when loading fails', async () => {
    answerAsAwa();
    const failure = new ORPCError('HTTP_500', { status: 500, message: 'x', data: {} });
    // Tried again once by itself, then the agent is asked.
    inbox.get.mockRejectedValueOnce(failure).mockRejectedValueOnce(failure);
    renderPane();
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 4000 }));
    expect(await screen.findByRole('heading', { name: 'Awa Ndiaye' })).toBeTruthy();
  });
});
