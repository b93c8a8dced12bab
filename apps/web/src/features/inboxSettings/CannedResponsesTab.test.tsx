import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { InboxSettingsPage } from './InboxSettingsPage';
import { refusal, renderSettingsScreen, signInAs } from './test/renderSettingsScreen';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    cannedResponses: { list: vi.fn(), create: vi.fn(), update: vi.fn(), remove: vi.fn() },
    inbox: {
      labels: vi.fn(),
      createLabel: vi.fn(),
      updateLabel: vi.fn(),
      removeLabel: vi.fn(),
      settings: vi.fn(),
      saveSettings: vi.fn(),
    },
  },
}));

const canned = vi.mocked(api.cannedResponses);
const BONJOUR = {
  id: '00000000-0000-4000-8000-0000000000d1',
  shortcut: 'bonjour',
  text: 'Bonjour {{first_name}} ! Merci de votre message.',
  updated_at: '2026-11-20T10:00:00.000Z',
};
const LIVRAISON = {
  id: '00000000-0000-4000-8000-0000000000d2',
  shortcut: 'livraison',
  text: 'Nous livrons à Dakar en 24 h.',
  updated_at: '2026-11-20T10:00:00.000Z',
};

describe('Réponses rapides', () => {
  beforeEach(() => signInAs('agent'));
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.removeItem('user');
  });

  it('lists the responses by shortcut, searches them, and an agent may add one', async () => {
    canned.list.mockResolvedValue({ success: true, canned_responses: [BONJOUR, LIVRAISON] });
    renderSettingsScreen(<InboxSettingsPage />);
    expect(screen.getByRole('heading', { name: 'Réglages de la boîte de réception' })).toBeTruthy();
    expect(await screen.findByText('2 réponses rapides')).toBeTruthy();
    const item = screen.getByRole('listitem', { name: '/bonjour' });
    expect(within(item).getByText(BONJOUR.text)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Chercher une réponse rapide'), { target: { value: 'DAKAR' } });
    expect(screen.queryByRole('listitem', { name: '/bonjour' })).toBeNull();
    expect(screen.getByRole('listitem', { name: '/livraison' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Chercher une réponse rapide'), { target: { value: 'zzz' } });
    expect(screen.getByText('Aucune réponse rapide ne correspond à « zzz ».')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nouvelle réponse rapide' })).toBeTruthy();
    // Responses time report: editors and above only.
    expect(screen.queryByRole('link', { name: 'Temps de réponse' })).toBeNull();
  });

  it('explains the "/" shortcut when there is none, and creates one with a variable inserted', async () => {
    canned.list.mockResolvedValue({ success: true, canned_responses: [] });
    canned.create.mockResolvedValue({ success: true, canned_response: BONJOUR });
    renderSettingsScreen(<InboxSettingsPage />);
    expect(await screen.findByText('Aucune réponse rapide pour le moment')).toBeTruthy();
    expect(screen.getByText(/« \/ » suivi du raccourci les insère/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle réponse rapide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle réponse rapide' });
    fireEvent.change(within(dialog).getByLabelText(/Raccourci/), { target: { value: '/bonjour' } });
    const text = within(dialog).getByLabelText(/Texte de la réponse/) as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Bonjour  !' } });
    text.setSelectionRange(8, 8);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insérer {{first_name}}' }));
    expect(text.value).toBe('Bonjour {{first_name}} !');
    expect(within(dialog).getByText('Bonjour Awa !')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() =>
      expect(canned.create).toHaveBeenCalledWith(
        { shortcut: 'bonjour', text: 'Bonjour {{first_name}} !' },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(canned.list).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal on the shortcut and keeps the modal open", async () => {
    canned.list.mockResolvedValue({ success: true, canned_responses: [BONJOUR] });
    canned.update.mockRejectedValue(await refusal(409, 'Ce raccourci existe déjà.', 'shortcut'));
    renderSettingsScreen(<InboxSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier /bonjour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier /bonjour' });
    expect((within(dialog).getByLabelText(/Raccourci/) as HTMLInputElement).value).toBe('bonjour');
    fireEvent.change(within(dialog).getByLabelText(/Raccourci/), { target: { value: 'livraison' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Ce raccourci existe déjà.')).toBeTruthy();
    expect(canned.update).toHaveBeenCalledWith(
      { id: BONJOUR.id, shortcut: 'livraison', text: BONJOUR.text },
      expect.anything(),
    );
    expect(screen.getByRole('dialog', { name: 'Modifier /bonjour' })).toBeTruthy();
  });

  it('deletes after a confirmation', async () => {
    canned.list.mockResolvedValue({ success: true, canned_responses: [BONJOUR] });
    canned.remove.mockResolvedValue({ success: true });
    renderSettingsScreen(<InboxSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer /bonjour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer /bonjour ?' });
    expect(canned.remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(canned.remove).toHaveBeenCalledWith({ id: BONJOUR.id }, expect.anything()));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the list cannot be read, and tries again', async () => {
    canned.list
      .mockRejectedValueOnce(await refusal(500, 'Erreur interne du serveur'))
      .mockResolvedValueOnce({ success: true, canned_responses: [BONJOUR] });
    renderSettingsScreen(<InboxSettingsPage />);
    expect(await screen.findByText('Erreur interne du serveur')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('listitem', { name: '/bonjour' })).toBeTruthy();
  });
});
