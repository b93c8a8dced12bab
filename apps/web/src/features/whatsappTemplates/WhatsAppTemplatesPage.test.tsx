import type { WhatsAppTemplate } from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { WhatsAppTemplatesPage } from './WhatsAppTemplatesPage';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    whatsappAccounts: { list: vi.fn() },
    whatsappTemplates: { list: vi.fn(), create: vi.fn(), update: vi.fn(), remove: vi.fn() },
    uploads: { image: vi.fn(), document: vi.fn(), video: vi.fn() },
  },
}));

const ACCOUNT_ID = '00000000-0000-4000-8000-000000000001';

function template(overrides: Partial<WhatsAppTemplate> = {}): WhatsAppTemplate {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    whatsapp_account_id: ACCOUNT_ID,
    meta_id: '1234',
    name: 'promo_tabaski',
    language: 'fr',
    category: 'MARKETING',
    parameter_format: 'POSITIONAL',
    status: 'APPROVED',
    rejected_reason: null,
    status_reason: null,
    quality_score: 'GREEN',
    header: null,
    body: { text: 'Bonjour {{1}} !', examples: { '1': 'Awa' } },
    footer: '',
    buttons: [],
    authentication: null,
    components: [],
    edit_blocked: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

function listed(templates: WhatsAppTemplate[]) {
  vi.mocked(api.whatsappTemplates.list).mockResolvedValue({ success: true, templates, warning: null });
}

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/dashboard/whatsapp_management/${ACCOUNT_ID}/templates`]}>
          <Routes>
            <Route
              path="/dashboard/whatsapp_management/:accountId/templates"
              element={<WhatsAppTemplatesPage />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('WhatsAppTemplatesPage', () => {
  beforeEach(() => {
    vi.mocked(api.whatsappAccounts.list).mockResolvedValue([]);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('invites to make the first template when there is none', async () => {
    listed([]);
    renderPage();
    expect(await screen.findByText('Aucun modèle de message')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Nouveau modèle' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Importer mes modèles de Meta' })).toBeTruthy();
  });

  it("says the server's reason when the list cannot be read, and tries again", async () => {
    vi.mocked(api.whatsappTemplates.list).mockRejectedValueOnce(
      new ORPCError('NOT_FOUND', {
        status: 404,
        message: 'Compte WhatsApp introuvable',
        data: {
          success: false,
          error: 'Compte WhatsApp introuvable',
          message: 'Compte WhatsApp introuvable',
        },
      }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Compte WhatsApp introuvable');
    listed([template()]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('promo_tabaski')).toBeTruthy();
  });

  it('shows each status, a refusal in words, and filters by name', async () => {
    listed([
      template(),
      template({
        id: '00000000-0000-4000-8000-0000000000a2',
        name: 'relance_panier',
        category: 'UTILITY',
        status: 'REJECTED',
        rejected_reason: 'INVALID_FORMAT',
        status_reason: 'Format invalide',
        quality_score: 'UNKNOWN',
      }),
    ]);
    renderPage();
    const rejected = await screen.findByTestId('template-relance_panier-fr');
    expect(within(rejected).getByText('Refusé')).toBeTruthy();
    expect(within(rejected).getByText('Motif du refus : Format invalide')).toBeTruthy();
    expect(within(rejected).getByText('Utilitaire')).toBeTruthy();
    expect(within(screen.getByTestId('template-promo_tabaski-fr')).getByText('Approuvé')).toBeTruthy();
    expect(screen.getByText('2 modèles')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher un modèle' }), {
      target: { value: 'relance' },
    });
    expect(screen.queryByTestId('template-promo_tabaski-fr')).toBeNull();
    expect(screen.getByText('1 modèle')).toBeTruthy();
  });

  it("puts the server's refusal on the field it names", async () => {
    listed([]);
    vi.mocked(api.whatsappTemplates.create).mockRejectedValueOnce(
      new ORPCError('BAD_REQUEST', {
        status: 400,
        message: "L'exemple de la variable {{1}} est trop long",
        data: {
          success: false,
          error: "L'exemple de la variable {{1}} est trop long",
          message: "L'exemple de la variable {{1}} est trop long",
          field: 'body.examples.1',
        },
      }),
    );
    renderPage();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Nouveau modèle' }))[0] as HTMLElement);
    const builder = await screen.findByRole('dialog');
    fireEvent.change(within(builder).getByRole('textbox', { name: /Nom du modèle/ }), {
      target: { value: 'promo_korite' },
    });
    fireEvent.change(within(builder).getByRole('textbox', { name: /Corps/ }), {
      target: { value: 'Bonjour {{1}}, -10 % ce soir !' },
    });
    fireEvent.change(within(builder).getByRole('textbox', { name: /Exemple pour \{\{1\}\}/ }), {
      target: { value: 'Awa' },
    });
    expect(within(builder).getByTestId('template-preview').textContent).toContain(
      'Bonjour Awa, -10 % ce soir !',
    );
    fireEvent.click(within(builder).getByRole('button', { name: 'Soumettre à Meta' }));
    const example = within(builder).getByRole('textbox', { name: /Exemple pour \{\{1\}\}/ });
    await within(builder).findByRole('alert');
    expect(example.getAttribute('aria-invalid')).toBe('true');
    expect(vi.mocked(api.whatsappTemplates.create).mock.calls[0]?.[0]).toMatchObject({
      id: ACCOUNT_ID,
      name: 'promo_korite',
      language: 'fr',
      category: 'MARKETING',
      body: { text: 'Bonjour {{1}}, -10 % ce soir !', examples: { '1': 'Awa' } },
    });
  });

  it('takes an MP4 video as the header’s example, uploaded then named in the template', async () => {
    listed([]);
    vi.mocked(api.uploads.video).mockResolvedValueOnce({
      success: true,
      filePath: 'media/videos/0b3c.mp4',
      message: 'Fichier téléversé avec succès',
    });
    vi.mocked(api.whatsappTemplates.create).mockResolvedValueOnce({
      success: true,
      message: 'Modèle soumis à Meta : il est en attente de validation',
      template: template({ status: 'PENDING' }),
    });
    renderPage();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Nouveau modèle' }))[0] as HTMLElement);
    const builder = await screen.findByRole('dialog');
    fireEvent.change(within(builder).getByRole('textbox', { name: /Nom du modèle/ }), {
      target: { value: 'collection_ete' },
    });
    fireEvent.change(within(builder).getByRole('textbox', { name: /Corps/ }), {
      target: { value: 'Découvrez la collection été !' },
    });
    fireEvent.click(within(builder).getByRole('radio', { name: 'Vidéo' }));
    expect(within(builder).getByText('Vidéo MP4, 16 Mo au plus')).toBeTruthy();
    const input = builder.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('video/mp4');
    const video = new File([new Uint8Array(64)], 'collection.mp4', { type: 'video/mp4' });
    fireEvent.change(input, { target: { files: [video] } });
    await within(builder).findByText('Fichier reçu : collection.mp4');
    expect(vi.mocked(api.uploads.video).mock.calls[0]?.[0]).toEqual({ videofromplayground: video });
    fireEvent.click(within(builder).getByRole('button', { name: 'Soumettre à Meta' }));
    await vi.waitFor(() => expect(api.whatsappTemplates.create).toHaveBeenCalled());
    expect(vi.mocked(api.whatsappTemplates.create).mock.calls[0]?.[0]).toMatchObject({
      name: 'collection_ete',
      header: { format: 'VIDEO', media: 'media/videos/0b3c.mp4' },
    });
  });

  it('edits a template without its name and language, which Meta never changes', async () => {
    listed([template()]);
    vi.mocked(api.whatsappTemplates.update).mockResolvedValueOnce({
      success: true,
      message: 'Modèle modifié',
      template: template({ status: 'PENDING' }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions du modèle promo_tabaski' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Modifier' }));
    const builder = await screen.findByRole('dialog');
    expect(within(builder).getByText('Modifier le modèle « promo_tabaski »')).toBeTruthy();
    expect(
      within(builder)
        .getByRole('textbox', { name: /Nom du modèle/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.change(within(builder).getByRole('textbox', { name: /Corps/ }), {
      target: { value: 'Bonjour {{1}}, la Tabaski approche !' },
    });
    fireEvent.click(within(builder).getByRole('button', { name: 'Soumettre les modifications' }));
    await screen.findByText('Modifications du modèle « promo_tabaski » soumises à Meta');
    const sent = vi.mocked(api.whatsappTemplates.update).mock.calls[0]?.[0];
    expect(sent).toMatchObject({
      id: ACCOUNT_ID,
      templateId: template().id,
      body: { text: 'Bonjour {{1}}, la Tabaski approche !', examples: { '1': 'Awa' } },
    });
    expect(sent).not.toHaveProperty('name');
  });

  it('previews a template as customers receive it, its example in place of the variable', async () => {
    listed([template({ status: 'PENDING', edit_blocked: 'Statut actuel : En attente' })]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions du modèle promo_tabaski' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Aperçu' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('template-preview').textContent).toContain('Bonjour Awa !');
    expect(within(dialog).getByText('En attente')).toBeTruthy();
  });

  it('closes each of its dialogs by a button named « Fermer »', async () => {
    listed([template()]);
    renderPage();
    const closeDialog = async () => {
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    fireEvent.click((await screen.findAllByRole('button', { name: 'Nouveau modèle' }))[0] as HTMLElement);
    await closeDialog();
    for (const action of ['Aperçu', 'Modifier', 'Supprimer']) {
      fireEvent.click(screen.getByRole('button', { name: 'Actions du modèle promo_tabaski' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: action }));
      await closeDialog();
    }
    expect(api.whatsappTemplates.remove).not.toHaveBeenCalled();
  });
});
