import { notifications } from '@mantine/notifications';
import { ORPCError } from '@orpc/client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { agentText, answerAsAwa, CONVERSATION, conversation, renderPane, signIn } from './test/paneFixtures';
import { uploadAttachment } from './uploadAttachment';

vi.mock('../../lib/apiClient', async () => (await import('./test/mockedApi')).mockedApi());
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }));
vi.mock('./uploadAttachment', () => ({ uploadAttachment: vi.fn() }));

const inbox = vi.mocked(api.inbox);
const toast = () => vi.mocked(notifications.show).mock.calls.at(-1)?.[0].message;
const box = () => screen.getByLabelText<HTMLTextAreaElement>('Votre réponse');
const type = (value: string) => fireEvent.change(box(), { target: { value } });

// jsdom lays nothing out: Mantine scrolls the picked option into view.
Element.prototype.scrollIntoView ??= () => {};

beforeEach(signIn);
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  localStorage.clear();
});

function answersReply(text: string, over: Parameters<typeof conversation>[0] = {}) {
  inbox.reply.mockResolvedValue({
    success: true,
    message: agentText('m9', text),
    conversation: conversation({ waiting_since: null, ...over }),
  });
}

describe('the inbox composer', () => {
  it('sends with Enter, goes to the line with Shift+Enter, and shows the reply', async () => {
    answerAsAwa();
    answersReply('Je regarde votre commande');
    renderPane();
    await screen.findByLabelText('Votre réponse');
    type('Je regarde votre commande');
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', shiftKey: true });
    expect(inbox.reply).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter' });
    await waitFor(() =>
      expect(inbox.reply).toHaveBeenCalledWith(
        { id: CONVERSATION, text: 'Je regarde votre commande' },
        expect.anything(),
      ),
    );
    expect(await within(screen.getByRole('log')).findByText('Je regarde votre commande')).toBeTruthy();
    expect(box().value).toBe('');
  });

  it("keeps the text and shows the server's reason when a reply is refused", async () => {
    answerAsAwa();
    inbox.reply.mockRejectedValue(
      new ORPCError('HTTP_422', {
        status: 422,
        message: 'x',
        data: { success: false, message: 'Écrivez un message ou joignez un fichier.' },
      }),
    );
    renderPane();
    await screen.findByLabelText('Votre réponse');
    type('Bonjour');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Écrivez un message ou joignez un fichier.',
    );
    expect(box().value).toBe('Bonjour');
  });

  it("opens the canned responses on '/', filters, moves with the arrows and inserts with variables", async () => {
    answerAsAwa();
    renderPane();
    await screen.findByLabelText('Votre réponse');
    await waitFor(() => expect(api.cannedResponses.list).toHaveBeenCalled());
    type('/');
    expect(await screen.findByRole('option', { name: /\/merci/ })).toBeTruthy();
    const horaires = screen.getByRole('option', { name: /\/horaires/ });
    // Listed by shortcut; the text box points assistive technologies to the highlighted one.
    await waitFor(() => expect(box().getAttribute('aria-activedescendant')).toBe(horaires.id));
    expect(box().getAttribute('aria-controls')).toBeTruthy();
    type('Bonjour /mer');
    await waitFor(() => expect(screen.queryByRole('option', { name: /\/horaires/ })).toBeNull());
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter' });
    expect(inbox.reply).not.toHaveBeenCalled();
    await waitFor(() => expect(box().value).toBe('Bonjour Merci Awa, à bientôt !'));
    expect(screen.queryByRole('option')).toBeNull();

    // Listed by shortcut: ↓ picks the second, ↑ back to the first; Escape closes without inserting.
    type('/');
    await screen.findByRole('option', { name: /\/merci/ });
    fireEvent.keyDown(box(), { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowUp', code: 'ArrowUp' });
    fireEvent.keyDown(box(), { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(box().value).toBe('Merci Awa, à bientôt !'));
    type('/hor');
    await screen.findByRole('option', { name: /\/horaires/ });
    fireEvent.keyDown(box(), { key: 'Tab', code: 'Tab' });
    await waitFor(() => expect(box().value).toBe('Nous sommes ouverts de 9 h à 18 h.'));
    type('/x');
    expect(await screen.findByText('Aucune réponse rapide ne correspond.')).toBeTruthy();
    fireEvent.keyDown(box(), { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByText('Aucune réponse rapide ne correspond.')).toBeNull());
    expect(box().value).toBe('/x');
  });

  it('uploads an attachment with its progress, then replies with it', async () => {
    answerAsAwa();
    answersReply('');
    let finish: (value: Awaited<ReturnType<typeof uploadAttachment>>) => void = () => {};
    vi.mocked(uploadAttachment).mockImplementation((_file, onProgress) => {
      onProgress(40);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderPane();
    await screen.findByLabelText('Votre réponse');
    const input = document.body.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File(['%PDF-1.4'], 'facture.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('Envoi de facture.pdf : 40 %')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Envoyer' }).disabled).toBe(true);
    finish({ path: 'media/inbox/abc/facture.pdf', kind: 'document', filename: 'facture.pdf' });
    expect(await screen.findByText('Fichier prêt : facture.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(inbox.reply).toHaveBeenCalledWith(
        {
          id: CONVERSATION,
          attachment: { kind: 'document', path: 'media/inbox/abc/facture.pdf', filename: 'facture.pdf' },
        },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByText('Fichier prêt : facture.pdf')).toBeNull());
  });

  it('refuses a file no channel can send before uploading, and removes an attachment', async () => {
    answerAsAwa();
    vi.mocked(uploadAttachment).mockReturnValue(new Promise(() => {}));
    renderPane();
    await screen.findByLabelText('Votre réponse');
    const input = document.body.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'film.mp4', { type: 'video/mp4' })] } });
    await waitFor(() => expect(toast()).toContain('Ce fichier ne peut pas être envoyé'));
    expect(uploadAttachment).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    await screen.findByText(/Envoi de photo.png/);
    const signal = vi.mocked(uploadAttachment).mock.calls[0]?.[2];
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le fichier' }));
    await waitFor(() => expect(screen.queryByText(/photo.png/)).toBeNull());
    expect(signal?.aborted).toBe(true);
  });

  it('says a reply reopened a resolved conversation', async () => {
    answerAsAwa({ status: 'resolved', waiting_since: null });
    answersReply('Bonjour Awa', { status: 'open', assignee: { id: 'me', name: 'Moussa Diop' } });
    renderPane();
    await screen.findByLabelText('Votre réponse');
    type('Bonjour Awa');
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(toast()).toBe('Votre réponse a rouvert la conversation.'));
    expect(await screen.findByText('Ouverte')).toBeTruthy();
  });

  it('replaces the composer by a template when the WhatsApp window is closed', async () => {
    answerAsAwa({ reply_window_ends_at: new Date(Date.now() - 60_000).toISOString() });
    inbox.templates.mockResolvedValue({
      success: true,
      templates: [
        {
          id: '1234567890',
          title: 'relance_commande',
          content: 'Bonjour {{1}}, votre commande {{2}} vous attend.',
          language: 'fr',
          category: 'UTILITY',
          header: '',
          footer: 'Boutique Dakar',
          buttons: [],
          placeholders: 2,
          parameters: [
            { component: 'body', key: '1', example: 'Awa' },
            { component: 'body', key: '2', example: '1042' },
          ],
        },
      ],
    });
    inbox.sendTemplate.mockResolvedValue({
      success: true,
      message: agentText('t1', 'Bonjour Awa, votre commande 1042 vous attend.'),
      conversation: conversation({ status: 'pending' }),
    });
    renderPane();
    expect(
      await screen.findByText(
        'La fenêtre de 24 heures est fermée : le client doit vous écrire, ou envoyez-lui un modèle.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Votre réponse')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choisir un modèle' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Envoyer un modèle WhatsApp' }));
    fireEvent.click(await dialog.findByRole('radio', { name: /relance_commande/ }));
    const send = dialog.getByRole<HTMLButtonElement>('button', { name: 'Envoyer le modèle' });
    expect(send.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText(/Message : 1/), { target: { value: 'Awa' } });
    fireEvent.change(dialog.getByLabelText(/Message : 2/), { target: { value: '1042' } });
    expect(dialog.getByText('Bonjour Awa, votre commande 1042 vous attend.')).toBeTruthy();
    fireEvent.click(send);
    await waitFor(() =>
      expect(inbox.sendTemplate).toHaveBeenCalledWith(
        { id: CONVERSATION, template_id: '1234567890', values: ['Awa', '1042'] },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(toast()).toBe('Modèle envoyé'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
