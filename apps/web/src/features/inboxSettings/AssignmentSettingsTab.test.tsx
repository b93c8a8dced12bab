import { defaultInboxSettings } from '@griot/contract/inbox/inboxSchemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

// jsdom has no scrollIntoView, which the time zone's option list calls when it opens.
Element.prototype.scrollIntoView ??= () => {};

const inbox = vi.mocked(api.inbox);
const PATH = '/dashboard/inbox/settings?tab=assignment';
const timeZoneField = () =>
  screen
    .getAllByLabelText('Fuseau horaire')
    .find((element) => element.tagName === 'INPUT') as HTMLInputElement;

describe('Assignation et horaires', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.removeItem('user');
  });

  it('an administrator turns on automatic assignment and business hours and saves the week', async () => {
    signInAs('admin');
    inbox.settings.mockResolvedValue({ success: true, settings: defaultInboxSettings() });
    inbox.saveSettings.mockImplementation(async (settings) => ({
      success: true,
      settings,
      message: 'Réglages de la boîte de réception enregistrés',
    }));
    renderSettingsScreen(<InboxSettingsPage />, PATH);
    fireEvent.click(await screen.findByRole('switch', { name: 'Assignation automatique' }));
    fireEvent.change(screen.getByLabelText(/Conversations ouvertes par agent au plus/), {
      target: { value: '5' },
    });
    fireEvent.click(screen.getByRole('switch', { name: "Activer les heures d'ouverture" }));
    expect(timeZoneField().value).toBe('Africa/Dakar');
    // Saturday opens (8:00–13:00); Friday closes.
    fireEvent.click(screen.getByRole('switch', { name: 'Samedi : ouvert' }));
    fireEvent.change(screen.getByLabelText('Ouverture (Samedi)'), { target: { value: '08:00' } });
    fireEvent.change(screen.getByLabelText('Fermeture (Samedi)'), { target: { value: '13:00' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Vendredi : ouvert' }));
    expect(screen.queryByLabelText('Ouverture (Vendredi)')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Message automatique en dehors/), {
      target: { value: 'Nous revenons demain à 9 h.' },
    });
    expect(screen.getByText('27 / 1000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(inbox.saveSettings).toHaveBeenCalled());
    expect(inbox.saveSettings.mock.calls[0]?.[0]).toEqual({
      auto_assign: true,
      max_open_per_agent: 5,
      business_hours: {
        enabled: true,
        timezone: 'Africa/Dakar',
        days: [
          { day: 1, start: '09:00', end: '18:00' },
          { day: 2, start: '09:00', end: '18:00' },
          { day: 3, start: '09:00', end: '18:00' },
          { day: 4, start: '09:00', end: '18:00' },
          { day: 6, start: '08:00', end: '13:00' },
        ],
        away_message: 'Nous revenons demain à 9 h.',
      },
    });
    expect(await screen.findByText('Réglages de la boîte de réception enregistrés')).toBeTruthy();
  });

  it("checks the contract's rules before sending: a day closing before it opens, an empty away message", async () => {
    signInAs('owner');
    inbox.settings.mockResolvedValue({ success: true, settings: defaultInboxSettings() });
    renderSettingsScreen(<InboxSettingsPage />, PATH);
    fireEvent.change(await screen.findByLabelText('Fermeture (Mardi)'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText("L'heure de fermeture doit suivre l'heure d'ouverture (HH:MM)."),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Fermeture (Mardi)'), { target: { value: '18:00' } });
    fireEvent.click(screen.getByRole('switch', { name: "Activer les heures d'ouverture" }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText("Écrivez le message envoyé en dehors des heures d'ouverture."),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Conversations ouvertes par agent au plus/), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Le plafond doit être compris entre 1 et 100 conversations par agent.'),
    ).toBeTruthy();
    expect(inbox.saveSettings).not.toHaveBeenCalled();
  });

  it("puts the server's refusal on the field it names", async () => {
    signInAs('admin');
    inbox.settings.mockResolvedValue({ success: true, settings: defaultInboxSettings() });
    inbox.saveSettings.mockRejectedValue(
      await refusal(400, 'Fuseau horaire inconnu.', 'business_hours.timezone'),
    );
    renderSettingsScreen(<InboxSettingsPage />, PATH);
    fireEvent.click(await screen.findByRole('switch', { name: 'Assignation automatique' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Fuseau horaire inconnu.')).toBeTruthy();
    expect(timeZoneField().getAttribute('aria-invalid')).toBe('true');
  });

  it('an editor reads the settings, every field locked and no save', async () => {
    signInAs('editor');
    inbox.settings.mockResolvedValue({ success: true, settings: defaultInboxSettings() });
    renderSettingsScreen(<InboxSettingsPage />, PATH);
    const auto = await screen.findByRole('switch', { name: 'Assignation automatique' });
    expect((auto as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Ouverture (Lundi)') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.getByText(/Votre rôle \(Éditeur\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Temps de réponse' })).toBeTruthy();
  });
});
