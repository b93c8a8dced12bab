import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBlock } from '../test/playgroundTestData';
import { renderElementEditor, save, stubEditorReads, stubSaves } from './test/renderElementEditor';

vi.mock('../../../lib/apiClient', async () => (await import('./test/editorApi')).editorApi());

beforeEach(() => {
  // jsdom has no layout: the option list scrolls to the selected option.
  Element.prototype.scrollIntoView = vi.fn();
  stubEditorReads();
  stubSaves();
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the human agent as a target', () => {
  it('a redirection offers « Agent humain » first and saves the agent as its target', async () => {
    renderElementEditor(buildBlock({ flow: [{ type: 'redirection', redirection_block: 'welcome-aaaaaa' }] }));
    const target = screen.getByRole('combobox', { name: 'Bloc cible' });
    fireEvent.click(target);
    const options = await screen.findAllByRole('option');
    expect(options[0]?.textContent).toContain('Agent humain');
    fireEvent.click(options[0] as HTMLElement);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0].flow).toEqual([
      expect.objectContaining({ type: 'redirection', redirection_block: 'agent' }),
    ]);
  });

  it('names the agent in the card and the links, without a link to open', async () => {
    renderElementEditor(
      buildBlock({
        flow: [
          {
            type: 'text_button',
            message: 'Besoin d’aide ?',
            buttons: [{ id: 'agent', title: 'Un conseiller' }],
          },
          { type: 'redirection', redirection_block: 'agent' },
        ],
      }),
    );
    expect(await screen.findByText('Vers Agent humain')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Bloc cible' })).toHaveProperty('value', 'Agent humain');
    // The outbound badge says where the flow leads; it is no button to a block.
    const badges = screen.getAllByText('Agent humain');
    expect(badges.some((badge) => badge.closest('button') === null)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Agent humain' })).toBeNull();
  });
});
