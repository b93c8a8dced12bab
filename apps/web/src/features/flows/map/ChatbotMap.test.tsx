import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { buildBlock, buildTree } from '../test/playgroundTestData';
import {
  PLAYGROUND_BASE,
  renderPlaygroundAt,
  shownLocation,
  stubPlaygroundReads,
} from '../test/renderPlayground';

vi.mock('../../../lib/apiClient', async () => (await import('../test/playgroundApi')).playgroundApi());

const flows = vi.mocked(api.flows);
const base = PLAYGROUND_BASE;

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

const renderAt = renderPlaygroundAt;
const location = shownLocation;

beforeEach(() => {
  stubPlaygroundReads('');
  flows.all.mockResolvedValue({ success: true, flow: chatbotBlocks() });
  flows.block.mockResolvedValue({ success: true, block: [buildBlock({ idblock: 'livraison-aa' })] });
  flows.revisions.mockResolvedValue({ success: true, revisions: [] } as never);
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
    const node = await screen.findByRole('button', { name: /^Standard Livraison Aucun élément$/ });
    // The block the editor had open is the map's selected one.
    expect(document.querySelector('[data-id="retrait-bb"]')?.classList.contains('selected')).toBe(true);
    expect(
      screen.getByRole('button', { name: /^Standard Inaccessible Orphelin Aucun élément$/ }),
    ).toBeTruthy();
    fireEvent.click(node);
    expect(location()).toBe(`${base}/livraison-aa`);
  });

  it('opens a focused node with Enter', async () => {
    renderAt(`${base}?vue=carte`);
    const node = await screen.findByRole('button', { name: /^Standard Retrait 1 élément$/ });
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
    expect(await screen.findByRole('button', { name: /^Standard Livraison/ })).toBeTruthy();
  });
});
