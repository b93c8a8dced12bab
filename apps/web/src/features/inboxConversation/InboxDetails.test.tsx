import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import {
  answerAsAwa,
  CONVERSATION,
  conversation,
  FATOU,
  note,
  renderPane,
  signIn,
  URGENT,
  VIP,
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

describe('the inbox conversation details', () => {
  it('adds and deletes private notes in the details drawer; only one’s own can be deleted', async () => {
    answerAsAwa({}, [
      note({ id: 'n1' }),
      note({ id: 'n2', author_id: FATOU, author_name: 'Fatou Sarr', text: 'Rappeler demain.' }),
    ]);
    inbox.addNote.mockResolvedValue({
      success: true,
      note: note({ id: 'n3', text: 'Commande 1042 en retard', created_at: new Date().toISOString() }),
    });
    inbox.removeNote.mockResolvedValue({ success: true });
    renderPane();
    fireEvent.click(await screen.findByRole('button', { name: 'Détails' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Détails' }));
    expect(drawer.getByText('Notes privées')).toBeTruthy();
    expect(drawer.getByText("Visible uniquement par l'équipe")).toBeTruthy();
    expect(drawer.getByText('Rappeler demain.')).toBeTruthy();
    expect(drawer.getAllByRole('button', { name: 'Supprimer la note' })).toHaveLength(1);
    fireEvent.change(drawer.getByLabelText('Ajouter une note'), {
      target: { value: '  Commande 1042 en retard ' },
    });
    fireEvent.click(drawer.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() =>
      expect(inbox.addNote).toHaveBeenCalledWith(
        { id: CONVERSATION, text: 'Commande 1042 en retard' },
        expect.anything(),
      ),
    );
    expect(await drawer.findByText('Commande 1042 en retard')).toBeTruthy();
    expect(drawer.getByLabelText<HTMLTextAreaElement>('Ajouter une note').value).toBe('');
    fireEvent.click(drawer.getAllByRole('button', { name: 'Supprimer la note' })[0] as HTMLElement);
    await waitFor(() =>
      expect(inbox.removeNote).toHaveBeenCalledWith({ id: CONVERSATION, noteId: 'n1' }, expect.anything()),
    );
    await waitFor(() => expect(drawer.queryByText('Client fidèle, livrer en priorité.')).toBeNull());
    // The details tell the stretch's times.
    expect(drawer.getByText('Pas encore de réponse')).toBeTruthy();
    expect(drawer.getByText('En attente depuis 12 min')).toBeTruthy();
  });

  it('sets labels from the workspace’s labels', async () => {
    answerAsAwa();
    inbox.setLabels.mockResolvedValue({
      success: true,
      conversation: conversation({
        labels: [
          { id: VIP, name: 'VIP', color: 'grape' },
          { id: URGENT, name: 'Urgent', color: 'red' },
        ],
      }),
    });
    renderPane();
    fireEvent.click(await screen.findByRole('button', { name: 'Détails' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Détails' }));
    const field = (await drawer.findAllByLabelText('Étiquettes')).find(
      (element) => element instanceof HTMLInputElement && element.type !== 'hidden',
    );
    if (!field) throw new Error('no labels field');
    await waitFor(() => expect(inbox.labels).toHaveBeenCalled());
    fireEvent.click(field);
    fireEvent.click(await screen.findByRole('option', { name: 'Urgent' }));
    await waitFor(() =>
      expect(inbox.setLabels).toHaveBeenCalledWith(
        { id: CONVERSATION, label_ids: [VIP, URGENT] },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(toast()).toBe('Étiquettes enregistrées'));
  });
});
