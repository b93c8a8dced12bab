import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { PlaygroundPage } from '../playground/PlaygroundPage';
import { buildBlock, buildTree, TEST_CHATBOT_ID } from '../test/playgroundTestData';

vi.mock('../../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    chatbots: { getForEditor: vi.fn() },
    flows: {
      tree: vi.fn(),
      all: vi.fn(),
      block: vi.fn(),
      create: vi.fn(),
      rename: vi.fn(),
      save: vi.fn(),
      setAssistantSwitch: vi.fn(),
      inbound: vi.fn(),
      remove: vi.fn(),
      revisions: vi.fn(),
      revision: vi.fn(),
      restore: vi.fn(),
    },
    variables: { forEditor: vi.fn() },
  },
}));

const flows = vi.mocked(api.flows);
const base = `/dashboard/chatbots/${TEST_CHATBOT_ID}/playground`;

/** A welcome block with a condition (Livraison / Retrait), a link to a deleted block, an orphan. */
function chatbotBlocks() {
  const tree = buildTree().flow;
  return [
    {
      ...tree.mainblocks.welcome,
      flow: [
        { type: 'condition', rules: [], join: 'and', true_block: 'livraison-aa', false_block: 'retrait-bb' },
        { type: 'redirection', redirection_block: 'ancien-cc' },
      ],
    },
    tree.mainblocks.default,
    buildBlock({ idblock: 'livraison-aa', blockname: 'Livraison' }),
    buildBlock({
      idblock: 'retrait-bb',
      blockname: 'Retrait',
      flow: [{ type: 'text', message: 'À bientôt' }],
    }),
    buildBlock({ idblock: 'orphelin-dd', blockname: 'Orphelin' }),
  ];
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/chatbots/:idchatbot/playground" element={<PlaygroundPage />} />
            <Route path="/dashboard/chatbots/:idchatbot/playground/:idblock" element={<PlaygroundPage />} />
          </Routes>
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  vi.mocked(api.chatbots.getForEditor).mockResolvedValue({
    success: true,
    message: '',
    chatbot: { bot_name: 'Boutique Dakar', description: '' },
  } as never);
  flows.tree.mockResolvedValue(buildTree());
  flows.all.mockResolvedValue({ success: true, flow: chatbotBlocks() });
  flows.block.mockResolvedValue({ success: true, block: [buildBlock({ idblock: 'livraison-aa' })] });
  flows.inbound.mockResolvedValue({ success: true, match_previous: [] });
  flows.revisions.mockResolvedValue({ success: true, revisions: [] } as never);
  vi.mocked(api.variables.forEditor).mockResolvedValue({ success: true, variables: [] });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the map on a phone', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('max-width') });
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('lists every block with its links and flags, and a tap opens the block in the editor', async () => {
    renderAt(`${base}?vue=carte`);
    expect(await screen.findByText('→ Livraison (Si vrai)')).toBeTruthy();
    expect(screen.getByText('→ Retrait (Sinon)')).toBeTruthy();
    expect(screen.getByText('→ Bloc introuvable « ancien-cc » (Redirection)')).toBeTruthy();
    expect(screen.getAllByText('Inaccessible')).toHaveLength(1);
    expect(screen.getByText('5 blocs')).toBeTruthy();
    expect(screen.getByText('1 lien vers un bloc introuvable')).toBeTruthy();
    // No canvas on a phone.
    expect(document.querySelector('.react-flow')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Livraison' }));
    expect(location()).toBe(`${base}/livraison-aa`);
    await waitFor(() => expect(flows.block).toHaveBeenCalled());
  });
});

describe('the map on a wide screen', () => {
  it("opens from 'Vue d'ensemble', keeps it in the address, and a click on a node opens the block", async () => {
    renderAt(`${base}/retrait-bb`);
    const toggle = await screen.findByRole('button', { name: "Vue d'ensemble" });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(location()).toBe(`${base}/retrait-bb?vue=carte`));
    const node = await screen.findByRole('button', { name: /^Livraison, Standard, Aucun élément$/ });
    // The block the editor had open is the map's selected one.
    expect(document.querySelector('[data-id="retrait-bb"]')?.classList.contains('selected')).toBe(true);
    expect(
      screen.getByRole('button', { name: /^Orphelin, Standard, Aucun élément, inaccessible$/ }),
    ).toBeTruthy();
    fireEvent.click(node);
    expect(location()).toBe(`${base}/livraison-aa`);
  });

  it('opens a focused node with Enter', async () => {
    renderAt(`${base}?vue=carte`);
    const node = await screen.findByRole('button', { name: /^Retrait, Standard, 1 élément$/ });
    fireEvent.keyDown(node, { key: 'Enter' });
    expect(location()).toBe(`${base}/retrait-bb`);
  });

  it('says a chatbot without blocks has nothing to show yet', async () => {
    flows.all.mockResolvedValue({ success: true, flow: [] });
    renderAt(`${base}?vue=carte`);
    expect(await screen.findByText('Aucun bloc pour le moment')).toBeTruthy();
  });

  it('says when the blocks cannot be read, and tries again', async () => {
    flows.all.mockRejectedValue(new Error('offline'));
    renderAt(`${base}?vue=carte`);
    // One automatic retry first (useMapData), a second later.
    expect(
      await screen.findByText("La vue d'ensemble n'a pas pu être chargée", undefined, { timeout: 5000 }),
    ).toBeTruthy();
    flows.all.mockResolvedValue({ success: true, flow: chatbotBlocks() });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: /^Livraison, Standard/ })).toBeTruthy();
  });
});
