import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import { MantineProvider } from '@mantine/core';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { LocalModelsModal } from './LocalModelsModal';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    broadcasts: {
      localModels: vi.fn(),
      models: vi.fn(),
      createModel: vi.fn(),
      updateModel: vi.fn(),
      removeModel: vi.fn(),
    },
  },
}));

const CHATBOT = '00000000-0000-4000-8000-000000000001';
const relance: BroadcastModel = {
  id: '00000000-0000-4000-8000-0000000000aa',
  title: 'relance_panier',
  content: 'Bonjour {{1}}, votre panier vous attend !',
  langage: 'fr',
  category: '',
  header: '',
  footer: '',
  buttons: [],
  parameterFormat: 'positional',
  parameters: [{ key: '1', component: 'body' }],
  source: 'local',
};

function renderModal() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <LocalModelsModal chatbotId={CHATBOT} opened onClose={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('LocalModelsModal', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the empty list, refuses an invalid model in French, then creates a valid one', async () => {
    vi.mocked(api.broadcasts.localModels).mockResolvedValue({ success: true, models: [] });
    vi.mocked(api.broadcasts.createModel).mockResolvedValue({
      success: true,
      message: 'Modèle local créé',
      model: relance,
    });
    renderModal();
    expect(await screen.findByText('Aucun modèle local pour ce chatbot.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau modèle' }));
    expect(
      screen.getByText('Utilisez {{1}}, {{2}}… pour insérer des valeurs propres à chaque destinataire.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Contenu/), { target: { value: 'Bonjour {{1}} et {{3}}' } });
    // The live preview marks the placeholders and says what is wrong at once.
    expect(screen.getByText('{{3}}')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Le titre est obligatoire')).toBeTruthy();
    expect(screen.getAllByText('Les variables doivent être numérotées {{1}}, {{2}}… sans trou').length).toBe(
      2,
    );
    expect(api.broadcasts.createModel).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Titre/), { target: { value: ' relance_panier ' } });
    fireEvent.change(screen.getByLabelText(/Contenu/), { target: { value: 'Bonjour {{1}}, -{{2}} %' } });
    expect(screen.getByText('2 variables à remplir à l’envoi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(api.broadcasts.createModel).toHaveBeenCalledWith({
        id: CHATBOT,
        title: 'relance_panier',
        content: 'Bonjour {{1}}, -{{2}} %',
        langage: 'fr',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Nouveau modèle' })).toBeTruthy();
  });

  it('shows the server’s 409 under the title', async () => {
    vi.mocked(api.broadcasts.localModels).mockResolvedValue({ success: true, models: [relance] });
    const text = 'Un modèle local porte déjà ce titre dans cette langue';
    vi.mocked(api.broadcasts.updateModel).mockRejectedValue(
      new ORPCError('HTTP_409', {
        status: 409,
        message: text,
        data: { success: false, message: text, field: 'title' },
      }),
    );
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier relance_panier' }));
    expect((screen.getByLabelText(/Titre/) as HTMLInputElement).value).toBe('relance_panier');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(vi.mocked(api.broadcasts.updateModel).mock.calls[0]?.[0]).toMatchObject({ modelId: relance.id });
  });

  it('deletes a model only after its confirmation', async () => {
    vi.mocked(api.broadcasts.localModels).mockResolvedValue({ success: true, models: [relance] });
    vi.mocked(api.broadcasts.removeModel).mockResolvedValue({
      success: true,
      message: 'Modèle local supprimé',
    });
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer relance_panier' }));
    expect(api.broadcasts.removeModel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer relance_panier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, supprimer' }));
    await waitFor(() =>
      expect(vi.mocked(api.broadcasts.removeModel).mock.calls[0]?.[0]).toEqual({
        id: CHATBOT,
        modelId: relance.id,
      }),
    );
  });
});
