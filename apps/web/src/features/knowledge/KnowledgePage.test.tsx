import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { KnowledgePage } from './KnowledgePage';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    chatbots: { getForEditor: vi.fn() },
    flows: { defaultBlock: vi.fn(), all: vi.fn(), setAssistantSwitch: vi.fn() },
    knowledge: { files: vi.fn(), scrapeBlocks: vi.fn(), test: vi.fn(), removeFile: vi.fn(), upload: vi.fn() },
  },
}));
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }));

const BOT = '7f0c1c52-3a1e-4d5b-9a57-2f1f8d0e9b11';
const block = (
  idblock: string,
  blockname: string,
  category: 'welcome' | 'default' | 'standard',
  message: string,
) => ({
  _id: idblock,
  idblock,
  idbot: BOT,
  blockname,
  // The codes the server stores (mainBlocks.ts).
  type: { welcome: 'starter', default: 'default_block', standard: 'standard' }[category],
  category,
  flow: [{ type: 'text', message }],
  jarvis: false,
  revision: 1,
  update_date: '2026-11-20T10:00:00.000Z',
});
const objectSystem = {
  systemPrompt: { promptblock: 'Tu es GRIOT IA.' },
  update_date: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  generated_at: '2026-11-20T10:00:00.000Z',
  generated_prompt: 'Tu es GRIOT IA.',
  edited: false,
  selectedBlocks: ['accueil-aaaaaa'],
  tokens: 6,
};
const costs = {
  calls: 2,
  inputTokens: 1200,
  outputTokens: 80,
  cost: 0.0002,
  averageLatencyMs: 400,
  model: 'gpt-4o-mini',
};

function Where() {
  return <p>Arrivé sur {useLocation().pathname}</p>;
}

function renderPage(search = '') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/dashboard/chatbots/${BOT}/jarvis-knowledge${search}`]}>
          <Routes>
            <Route path="/dashboard/chatbots/:idchatbot/jarvis-knowledge" element={<KnowledgePage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const toasts = () => vi.mocked(notifications.show).mock.calls.map(([options]) => options.message);

describe('KnowledgePage', () => {
  beforeEach(() => {
    localStorage.setItem('user', JSON.stringify({ data: { id: 'u1', token: 't' }, token: 't' }));
    vi.mocked(api.chatbots.getForEditor).mockResolvedValue({
      success: true,
      message: '',
      chatbot: { bot_name: 'Boutique Teranga', description: 'Pagnes à Dakar', avatar: '/avatars/bot1.png' },
    } as never);
    vi.mocked(api.flows.defaultBlock).mockResolvedValue({
      success: true,
      defaultblock: [{ idblock: 'defaut-bbbbbb', jarvis: false }],
    });
    vi.mocked(api.flows.all).mockResolvedValue({
      success: true,
      flow: [
        block('accueil-aaaaaa', 'Accueil', 'welcome', 'Bienvenue chez nous'),
        block('defaut-bbbbbb', '', 'default', 'Je n’ai pas compris'),
        block('catalogue-cccccc', 'Catalogue', 'standard', 'x'.repeat(150)),
      ],
    });
    vi.mocked(api.knowledge.files).mockResolvedValue({
      success: true,
      files: [
        {
          id: 'f1',
          originalname: 'faq.pdf',
          mimetype: 'application/pdf',
          size: 1536,
          path: 'knowledge/f1.pdf',
          uploaded_at: '2026-11-20T10:00:00.000Z',
          status: 'indexed',
          error: null,
          chunks: 3,
        },
        {
          id: 'f2',
          originalname: 'photo.png',
          mimetype: 'image/png',
          size: 2048,
          path: 'knowledge/f2.png',
          uploaded_at: '2026-11-20T10:00:00.000Z',
          status: 'failed',
          error: "Extraction impossible : aucun texte reconnu dans l'image",
          chunks: 0,
        },
      ],
      ObjectSystem: objectSystem,
      costs,
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the statistics, the blocks all selected, the files with their state', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'GRIOT IA · Boutique Teranga' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Fichiers : 2' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Taille totale : 3,5 Ko' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Documents : 1' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Images : 1' })).toBeTruthy();
    expect(await screen.findByText('3 blocs sur 3 sélectionnés')).toBeTruthy();
    // The preview is the first 100 characters; a nameless block shows its idblock.
    expect(screen.getByText(`${'x'.repeat(100)}…`)).toBeTruthy();
    expect(screen.getAllByText('defaut-bbbbbb').length).toBeGreaterThan(0);
    // A main block's role in words, never its stored code.
    expect(screen.getByRole('checkbox', { name: /^Accueil\s*Accueil/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^defaut-bbbbbb\s*Par défaut/ })).toBeTruthy();
    expect(screen.queryByText(/starter|default_block/i)).toBeNull();
    expect(screen.getByText("Extraction impossible : aucun texte reconnu dans l'image")).toBeTruthy();
    const preview = screen.getByRole('link', { name: 'Aperçu : faq.pdf' });
    expect(preview.getAttribute('href')).toBe('http://localhost/api/public/knowledge/f1.pdf');
    expect(preview.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('radio', { name: 'Images' }));
    expect(screen.queryByRole('article', { name: 'faq.pdf' })).toBeNull();
    expect(screen.getByRole('article', { name: 'photo.png' })).toBeTruthy();
  });

  it('collects the selected blocks and refuses an empty selection', async () => {
    vi.mocked(api.knowledge.scrapeBlocks).mockResolvedValue({
      success: true,
      message: '2 blocs collectés : prompt système généré',
      ObjectSystem: objectSystem,
      data: { ObjectSystem: objectSystem },
    });
    renderPage();
    await screen.findByText('3 blocs sur 3 sélectionnés');
    fireEvent.click(screen.getByRole('checkbox', { name: /Catalogue/ }));
    expect(screen.getByText('2 blocs sur 3 sélectionnés')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Collecter les blocs' }));
    await waitFor(() => expect(toasts()).toContain('2 blocs collectés : prompt système généré'));
    expect(vi.mocked(api.knowledge.scrapeBlocks).mock.calls[0]?.[0]).toEqual({
      id: BOT,
      selectedBlocks: ['accueil-aaaaaa', 'defaut-bbbbbb'],
      systemPrompt: '',
      idbot: BOT,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tout désélectionner' }));
    expect((screen.getByRole('button', { name: 'Collecter les blocs' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('edits the prompt: changed indicator, format, save', async () => {
    vi.mocked(api.knowledge.scrapeBlocks).mockResolvedValue({
      success: true,
      message: 'Prompt système enregistré',
      ObjectSystem: {
        ...objectSystem,
        systemPrompt: { promptblock: 'Tu es GRIOT IA.\n\n## Ton\nPoli.' },
        edited: true,
      },
    });
    renderPage();
    await screen.findByText('À jour');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Prompt système' }), {
      target: { value: 'Tu es GRIOT IA.   \n## Ton\n* Poli.' },
    });
    expect(screen.getByText('Modifié')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mettre en forme' }));
    expect((screen.getByRole('textbox', { name: 'Prompt système' }) as HTMLTextAreaElement).value).toBe(
      'Tu es GRIOT IA.\n\n## Ton\n- Poli.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toasts()).toContain('Prompt système enregistré'));
    expect(vi.mocked(api.knowledge.scrapeBlocks).mock.calls[0]?.[0]).toEqual({
      id: BOT,
      systemPrompt: 'Tu es GRIOT IA.\n\n## Ton\n- Poli.',
      idbot: BOT,
    });
  });

  it('sends a test with Ctrl+Enter and renders buttons as the visitor sees them; API errors in the spec’s words', async () => {
    vi.mocked(api.knowledge.test).mockResolvedValueOnce({
      success: true,
      message: 'Vous avez des pagnes ?',
      response: {
        responseType: 'text_button',
        type: 'text_button',
        message: 'Oui ! Voyez notre catalogue.',
        buttons: [{ id: 'catalogue-cccccc', title: 'Catalogue' }],
        redirection_block: null,
      },
      model: 'gpt-4o-mini',
      usage: { input_tokens: 900, output_tokens: 30 },
      error: null,
      timestamp: '2026-11-20T10:00:01.000Z',
      latencyMs: 812,
      passages: [{ fileName: 'faq.pdf', excerpt: 'Pagnes wax et bazin.', rank: 0.2 }],
    });
    renderPage();
    const input = await screen.findByRole('textbox', { name: 'Message du visiteur' });
    fireEvent.change(input, { target: { value: 'Vous avez des pagnes ?' } });
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    const exchange = await screen.findByTestId('test-exchange');
    expect(within(exchange).getByText('Oui ! Voyez notre catalogue.')).toBeTruthy();
    expect(within(exchange).getByText('Catalogue')).toBeTruthy();
    expect(within(exchange).getByText('Latence : 812 ms')).toBeTruthy();
    expect(within(exchange).getByText('Tokens : 900 → 30')).toBeTruthy();

    vi.mocked(api.knowledge.test).mockRejectedValueOnce(
      new ORPCError('HTTP_502', { status: 502, message: 'x' }),
    );
    fireEvent.change(input, { target: { value: 'Encore ?' } });
    fireEvent.keyDown(input, { key: 'Enter', metaKey: true });
    await waitFor(() => expect(toasts()).toContain('API Jarvis Error (502)'));
    vi.mocked(api.knowledge.test).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(toasts()).toContain("Impossible de joindre l'API Jarvis - Vérifiez votre connexion"),
    );
  });

  it('toggles GRIOT IA and goes back to the playground when from=playground', async () => {
    vi.mocked(api.flows.setAssistantSwitch).mockResolvedValue({ success: true, message: '' });
    renderPage('?from=playground');
    const assistantSwitch = await screen.findByRole('switch', { name: 'GRIOT IA' });
    await waitFor(() => expect((assistantSwitch as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(assistantSwitch);
    await waitFor(() => expect(toasts()).toContain('GRIOT activé'));
    expect(vi.mocked(api.flows.setAssistantSwitch).mock.calls[0]?.[0]).toEqual({
      idblock: 'defaut-bbbbbb',
      status: true,
    });
    fireEvent.click(screen.getByRole('button', { name: "Retour à l'éditeur de flux" }));
    expect(await screen.findByText(`Arrivé sur /dashboard/chatbots/${BOT}/playground`)).toBeTruthy();
  });

  it('shows the load failure with a retry', async () => {
    vi.mocked(api.knowledge.files).mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    expect(await screen.findByText('Erreur lors du chargement des données')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
