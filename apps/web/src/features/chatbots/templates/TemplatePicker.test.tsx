import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { renderCreateChatbotPage, withStoredSession } from '../test/chatbotScreens';

vi.mock('../../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    chatbots: { create: vi.fn() },
    chatbotTransfer: { templates: vi.fn(), fromTemplate: vi.fn() },
  },
}));

const TEMPLATES = [
  {
    id: 'boutique',
    name: 'Boutique',
    description: 'Catalogue, commande et livraison.',
    channel: 'whatsapp' as const,
    block_count: 16,
    highlights: ['condition', 'split', 'wait_until', 'something_new'],
  },
  {
    id: 'prise-de-rendez-vous',
    name: 'Prise de rendez-vous',
    description: 'Choix de la prestation, du jour et de l’heure.',
    channel: 'whatsapp' as const,
    block_count: 13,
    highlights: ['split', 'wait_until', 'answer'],
  },
];

describe('Partir d’un modèle', () => {
  withStoredSession();

  it('loads nothing until asked, then shows the templates with their badges, channel and size', async () => {
    vi.mocked(api.chatbotTransfer.templates).mockResolvedValue({ success: true, templates: TEMPLATES });
    renderCreateChatbotPage();
    expect(api.chatbotTransfer.templates).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Nom du chatbot/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Partir d’un modèle'));
    expect(await screen.findByText('Prise de rendez-vous')).toBeTruthy();
    // The blank form is gone: one way to create at a time.
    expect(screen.queryByLabelText(/Nom du chatbot/)).toBeNull();
    expect(screen.getByText('16 blocs')).toBeTruthy();
    expect(screen.getAllByText('Test A/B')).toHaveLength(2);
    expect(screen.getAllByText('Relance')).toHaveLength(2);
    // A highlight this screen has no word for is left out rather than shown raw.
    expect(screen.queryByText('something_new')).toBeNull();
    expect(screen.getAllByText('WhatsApp')).toHaveLength(2);
  });

  it('asks the name (prefilled) and channel, creates, then opens the flow editor', async () => {
    vi.mocked(api.chatbotTransfer.templates).mockResolvedValue({ success: true, templates: TEMPLATES });
    vi.mocked(api.chatbotTransfer.fromTemplate).mockResolvedValue({
      success: true,
      message: 'Chatbot créé à partir du modèle',
      chatbot_id: 'bot-7',
    });
    renderCreateChatbotPage();
    fireEvent.click(screen.getByLabelText('Partir d’un modèle'));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Utiliser le modèle « Prise de rendez-vous »' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Créer à partir du modèle « Prise de rendez-vous »',
    });
    const name = within(dialog).getByLabelText(/Nom du chatbot/) as HTMLInputElement;
    expect(name.value).toBe('Prise de rendez-vous');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le chatbot' }));
    expect(within(dialog).getByText('Le nom du chatbot est obligatoire')).toBeTruthy();
    expect(api.chatbotTransfer.fromTemplate).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: 'Salon Bellecour' } });
    fireEvent.change(within(dialog).getByLabelText('Canal'), { target: { value: 'web' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le chatbot' }));
    expect(await screen.findByText('Arrivé sur /dashboard/chatbots/bot-7/playground')).toBeTruthy();
    expect(vi.mocked(api.chatbotTransfer.fromTemplate).mock.calls[0]?.[0]).toEqual({
      templateId: 'prise-de-rendez-vous',
      name: 'Salon Bellecour',
      type: 'web',
    });
    expect(api.chatbots.create).not.toHaveBeenCalled();
  });

  it('says when the templates do not load, and tries again on request', async () => {
    vi.mocked(api.chatbotTransfer.templates).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderCreateChatbotPage();
    fireEvent.click(screen.getByLabelText('Partir d’un modèle'));
    expect(await screen.findByText('Les modèles ne se chargent pas')).toBeTruthy();
    vi.mocked(api.chatbotTransfer.templates).mockResolvedValue({ success: true, templates: TEMPLATES });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getByText('Boutique')).toBeTruthy());
  });
});
