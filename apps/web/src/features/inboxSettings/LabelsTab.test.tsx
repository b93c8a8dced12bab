import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

const inbox = vi.mocked(api.inbox);
const VIP = { id: '00000000-0000-4000-8000-0000000000f1', name: 'VIP', color: 'yellow' as const };
const LIVRAISON = { id: '00000000-0000-4000-8000-0000000000f2', name: 'Livraison', color: 'blue' as const };

describe('Étiquettes', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.removeItem('user');
  });

  it('an agent reads the labels without a way to change them', async () => {
    signInAs('agent');
    inbox.labels.mockResolvedValue({ success: true, labels: [VIP, LIVRAISON] });
    renderSettingsScreen(<InboxSettingsPage />, '/dashboard/inbox/settings?tab=labels');
    expect(await screen.findByRole('listitem', { name: 'VIP' })).toBeTruthy();
    expect(screen.getByText('2 étiquettes')).toBeTruthy();
    expect(screen.getByText(/Votre rôle \(Agent\) permet de consulter ces réglages/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nouvelle étiquette' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifier l’étiquette VIP' })).toBeNull();
  });

  it('an administrator creates a label with its colour; a name taken shows on the name', async () => {
    signInAs('admin');
    inbox.labels.mockResolvedValue({ success: true, labels: [VIP] });
    inbox.createLabel
      .mockRejectedValueOnce(await refusal(409, 'Une étiquette porte déjà ce nom.'))
      .mockResolvedValueOnce({ success: true, label: { ...LIVRAISON, color: 'green' } });
    renderSettingsScreen(<InboxSettingsPage />, '/dashboard/inbox/settings?tab=labels');
    fireEvent.click(await screen.findByRole('button', { name: 'Nouvelle étiquette' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle étiquette' });
    fireEvent.change(within(dialog).getByLabelText(/Nom/), { target: { value: 'vip' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Vert' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Une étiquette porte déjà ce nom.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Nom/), { target: { value: ' Livraison ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(inbox.createLabel).toHaveBeenLastCalledWith(
      { name: 'Livraison', color: 'green' },
      expect.anything(),
    );
  });

  it('renames a label and deletes one after saying it leaves every conversation', async () => {
    signInAs('owner');
    inbox.labels.mockResolvedValue({ success: true, labels: [VIP, LIVRAISON] });
    inbox.updateLabel.mockResolvedValue({ success: true, label: { ...VIP, name: 'Client VIP' } });
    inbox.removeLabel.mockResolvedValue({ success: true });
    renderSettingsScreen(<InboxSettingsPage />, '/dashboard/inbox/settings?tab=labels');
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier l’étiquette VIP' }));
    const edit = await screen.findByRole('dialog', { name: "Modifier l'étiquette" });
    expect((within(edit).getByRole('radio', { name: 'Jaune' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(edit).getByLabelText(/Nom/), { target: { value: 'Client VIP' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(inbox.updateLabel).toHaveBeenCalledWith(
        { labelId: VIP.id, name: 'Client VIP', color: 'yellow' },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer l’étiquette Livraison' }));
    const confirm = await screen.findByRole('dialog', { name: "Supprimer l'étiquette « Livraison » ?" });
    expect(within(confirm).getByText(/retirée de toutes les conversations/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(inbox.removeLabel).toHaveBeenCalledWith({ labelId: LIVRAISON.id }, expect.anything()),
    );
  });

  it('keeps the tab in the address', async () => {
    signInAs('admin');
    inbox.labels.mockResolvedValue({ success: true, labels: [] });
    vi.mocked(api.cannedResponses.list).mockResolvedValue({ success: true, canned_responses: [] });
    renderSettingsScreen(<InboxSettingsPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Étiquettes' }));
    expect(await screen.findByText('Aucune étiquette pour le moment')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/inbox/settings?tab=labels');
  });
});
