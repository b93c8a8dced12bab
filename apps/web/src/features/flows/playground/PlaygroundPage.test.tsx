import { MantineProvider } from '@mantine/core';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { orpc } from '../../../lib/orpc';
import { buildBlock, TEST_CHATBOT_ID } from '../test/playgroundTestData';
import { PLAYGROUND_BASE, renderPlaygroundAt, stubPlaygroundReads } from '../test/renderPlayground';
import { PlaygroundPage } from './PlaygroundPage';

vi.mock('../../../lib/apiClient', async () => (await import('../test/playgroundApi')).playgroundApi());

const flows = vi.mocked(api.flows);

const renderAt = renderPlaygroundAt;
const base = PLAYGROUND_BASE;

beforeEach(() => {
  stubPlaygroundReads('Vente en ligne');
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('PlaygroundPage', () => {
  it('lists the blocks and opens one, then closes it on a second click', async () => {
    flows.block.mockResolvedValue({
      success: true,
      block: [buildBlock({ flow: [{ type: 'text', message: 'Bonjour' }] })],
    });
    renderAt(base);
    expect(await screen.findByText('Boutique Dakar')).toBeTruthy();
    expect(
      screen.getByText("Sélectionnez un flux dans la barre latérale pour commencer l'édition"),
    ).toBeTruthy();
    for (const name of ['Welcome Flow', 'Default Flow', 'Commerce Flow', 'Menu'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByTestId('location').textContent).toBe(`${base}/menu-abc123`);
    expect(await screen.findByText('Aucun lien entrant')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByTestId('location').textContent).toBe(base);
  });

  it('mounts only the cards near the screen for a long flow, and still saves a move of the whole flow', async () => {
    const long = Array.from({ length: 120 }, (_, index) => ({
      type: 'text' as const,
      message: `Message ${index}`,
    }));
    flows.block.mockResolvedValue({ success: true, block: [buildBlock({ flow: long })] });
    flows.save.mockResolvedValue({
      success: true,
      message: '',
      incomplete: [],
      block: buildBlock({ revision: 4 }),
    });
    renderAt(`${base}/menu-abc123`);
    await screen.findByRole('article', { name: /n° 1$/ });
    const mounted = screen.getAllByRole('article', { name: /n° \d+$/ }).length;
    // jsdom measures every card at 0 px, so more fit than in a browser (9 of 200 there): not all, though.
    expect(mounted).toBeGreaterThan(0);
    expect(mounted).toBeLessThan(120);
    fireEvent.click(screen.getByRole('button', { name: 'Descendre l’élément 1' }));
    await waitFor(() => expect(flows.save).toHaveBeenCalledTimes(1));
    const saved = flows.save.mock.calls[0]?.[0]?.flow as { message?: string }[];
    expect(saved).toHaveLength(120);
    expect(saved.slice(0, 2).map((element) => element.message)).toEqual(['Message 1', 'Message 0']);
  });

  it('saves the whole renumbered flow with the revision when an element is added', async () => {
    flows.block.mockResolvedValue({ success: true, block: [buildBlock()] });
    flows.save.mockResolvedValue({
      success: true,
      message: '',
      incomplete: [],
      block: buildBlock({ revision: 4 }),
    });
    renderAt(`${base}/menu-abc123`);
    fireEvent.click(await screen.findByRole('button', { name: 'Délai' }));
    await waitFor(() => expect(flows.save).toHaveBeenCalledTimes(1));
    const input = flows.save.mock.calls[0]?.[0];
    expect(input).toMatchObject({ idchatbot: TEST_CHATBOT_ID, blockId: 'menu-abc123', revision: 3 });
    expect(input?.flow).toHaveLength(1);
    expect(input?.flow[0]).toMatchObject({ type: 'delay', timmer: '2', id_previous: null });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('offers reload and overwrite on a 409, and overwrite saves without revision', async () => {
    flows.block.mockResolvedValue({ success: true, block: [buildBlock()] });
    flows.save.mockRejectedValueOnce(new ORPCError('CONFLICT', { status: 409, message: 'conflit' }));
    flows.save.mockResolvedValueOnce({
      success: true,
      message: '',
      incomplete: [],
      block: buildBlock({ revision: 9 }),
    });
    renderAt(`${base}/menu-abc123`);
    fireEvent.click(await screen.findByRole('button', { name: 'Texte' }));
    expect(
      await screen.findByText('Ce bloc a été modifié ailleurs depuis votre dernier chargement.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Écraser' }));
    await waitFor(() => expect(flows.save).toHaveBeenCalledTimes(2));
    expect(flows.save.mock.calls[1]?.[0].revision).toBeUndefined();
  });

  it('saves nothing while offline', async () => {
    flows.block.mockResolvedValue({ success: true, block: [buildBlock()] });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAt(`${base}/menu-abc123`);
    fireEvent.click(await screen.findByRole('button', { name: 'Texte' }));
    expect(flows.save).not.toHaveBeenCalled();
    expect(screen.getByText('Ce flux est vide : ajoutez un élément avec la barre d’outils.')).toBeTruthy();
    online.mockRestore();
  });

  it('forgets the session and goes to /login when a save answers 401', async () => {
    localStorage.setItem('user', JSON.stringify({ data: { id: 'u', token: 't' }, token: 't' }));
    flows.block.mockResolvedValue({ success: true, block: [buildBlock()] });
    flows.save.mockRejectedValue(new ORPCError('UNAUTHORIZED', { status: 401, message: 'Session expirée' }));
    renderAt(`${base}/menu-abc123`);
    fireEvent.click(await screen.findByRole('button', { name: 'Texte' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('looks an unknown block up 5 times, then says so and leaves it', async () => {
    flows.block.mockRejectedValue(new ORPCError('NOT_FOUND', { status: 404, message: 'Bloc non trouvé' }));
    renderAt(`${base}/inconnu-aaaaaa`);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(base), { timeout: 3000 });
    expect(flows.block).toHaveBeenCalledTimes(5);
  });

  it('creates a block from the modal and opens it', async () => {
    flows.create.mockResolvedValue({
      success: true,
      message: 'Block créé avec succès',
      block: buildBlock({ idblock: 'promo-zzzzzz', blockname: 'Promo' }),
    });
    flows.block.mockResolvedValue({ success: true, block: [buildBlock({ idblock: 'promo-zzzzzz' })] });
    renderAt(base);
    fireEvent.click(await screen.findByRole('button', { name: 'Créer un nouveau flux' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un nouveau flux' });
    const create = screen.getByRole('button', { name: 'Créer' });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText(/Nom du flux/), { target: { value: 'Promo été' } });
    expect(dialog.textContent).toContain('9/20');
    await act(async () => fireEvent.click(create));
    await waitFor(() => expect(flows.create).toHaveBeenCalledTimes(1));
    expect(flows.create.mock.calls[0]?.[0].idblock).toMatch(/^promo-ete-[a-z0-9]{6}$/);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${base}/promo-zzzzzz`));
  });

  it('opens a created block on the block the server returned, and keeps the first element added', async () => {
    flows.create.mockResolvedValue({
      success: true,
      message: 'Block créé avec succès',
      block: buildBlock({ idblock: 'promo-zzzzzz', blockname: 'Promo', revision: 1 }),
    });
    // The lookup of the new block would still be on its way: the editor does not wait for it.
    flows.block.mockReturnValue(new Promise(() => {}));
    flows.save.mockResolvedValue({
      success: true,
      message: '',
      incomplete: [],
      block: buildBlock({ revision: 2 }),
    });
    renderAt(base);
    fireEvent.click(await screen.findByRole('button', { name: 'Créer un nouveau flux' }));
    fireEvent.change(await screen.findByLabelText(/Nom du flux/), { target: { value: 'Promo' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Créer' })));
    fireEvent.click(await screen.findByRole('button', { name: 'Texte' }));
    expect(screen.getByRole('article', { name: 'Texte n° 1' })).toBeTruthy();
    await waitFor(() => expect(flows.save).toHaveBeenCalledTimes(1));
    expect(flows.save.mock.calls[0]?.[0]).toMatchObject({ blockId: 'promo-zzzzzz', revision: 1 });
    expect(flows.block).not.toHaveBeenCalled();
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Texte n° 1' })).toBeTruthy();
  });

  it('keeps an element added before its save lands when the block is dropped from the cache and read again', async () => {
    flows.block.mockResolvedValue({ success: true, block: [buildBlock()] });
    let saved: (value: Awaited<ReturnType<typeof flows.save>>) => void = () => {};
    flows.save.mockReturnValue(new Promise((resolve) => (saved = resolve)));
    const client = renderAt(`${base}/menu-abc123`);
    fireEvent.click(await screen.findByRole('button', { name: 'Texte' }));
    expect(screen.getByRole('article', { name: 'Texte n° 1' })).toBeTruthy();
    // The server still has the empty flow: a fresh read must not take the element away.
    await act(async () => {
      client.removeQueries({
        queryKey: orpc.flows.block.key({ input: { idchatbot: TEST_CHATBOT_ID, blockId: 'menu-abc123' } }),
      });
      await client.invalidateQueries({
        queryKey: orpc.flows.tree.key({ input: { idchatbot: TEST_CHATBOT_ID } }),
      });
    });
    await waitFor(() => expect(flows.block).toHaveBeenCalledTimes(2));
    await act(async () => {
      saved({ success: true, message: '', incomplete: [], block: buildBlock({ revision: 4 }) });
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Texte n° 1' })).toBeTruthy();
  });

  it('shows a created block as soon as the address names it, so a click at once adds to it', async () => {
    flows.create.mockResolvedValue({
      success: true,
      message: 'Block créé avec succès',
      block: buildBlock({ idblock: 'promo-zzzzzz', blockname: 'Promo', revision: 1 }),
    });
    flows.save.mockResolvedValue({
      success: true,
      message: '',
      incomplete: [],
      block: buildBlock({ revision: 2 }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The app's data router shows a new location in a transition, after the address changed.
    const router = createMemoryRouter(
      [
        { path: '/dashboard/chatbots/:idchatbot/playground', element: <PlaygroundPage /> },
        { path: '/dashboard/chatbots/:idchatbot/playground/:idblock', element: <PlaygroundPage /> },
      ],
      { initialEntries: [base] },
    );
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    // The user clicks 'Texte' the moment the address shows the new block.
    let clickedOn: string | undefined;
    const stop = router.subscribe((state) => {
      if (clickedOn || !state.location.pathname.endsWith('/promo-zzzzzz')) return;
      clickedOn = screen.queryByText(/Sélectionnez un flux/) ? 'empty playground' : 'block';
      fireEvent.click(screen.getByRole('button', { name: 'Texte' }));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Créer un nouveau flux' }));
    fireEvent.change(await screen.findByLabelText(/Nom du flux/), { target: { value: 'Promo' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Créer' })));
    await waitFor(() => expect(clickedOn).toBeDefined());
    stop();
    expect(clickedOn).toBe('block');
    expect(await screen.findByRole('article', { name: 'Texte n° 1' })).toBeTruthy();
    await waitFor(() => expect(flows.save).toHaveBeenCalledTimes(1));
    expect(flows.save.mock.calls[0]?.[0]).toMatchObject({ blockId: 'promo-zzzzzz' });
  });
});
