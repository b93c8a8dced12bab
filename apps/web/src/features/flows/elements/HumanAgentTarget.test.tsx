import type { Block } from '@griot/contract/flows/flowSchemas';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { buildBlockDirectory } from '../block/blockDirectory';
import { BlockEditor } from '../playground/BlockEditor';
import { buildBlock, buildTree, TEST_CHATBOT_ID } from '../test/playgroundTestData';

vi.mock('../../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: {
    flows: {
      save: vi.fn(),
      inbound: vi.fn(),
      rename: vi.fn(),
      setAssistantSwitch: vi.fn(),
      remove: vi.fn(),
      revisions: vi.fn(),
      revision: vi.fn(),
      restore: vi.fn(),
    },
    variables: { forEditor: vi.fn() },
    uploads: { image: vi.fn(), document: vi.fn(), audio: vi.fn() },
  },
}));

const save = vi.mocked(api.flows.save);

function renderEditor(block: Block) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <BlockEditor
            chatbotId={TEST_CHATBOT_ID}
            block={block}
            reloadBlock={async () => block}
            directory={buildBlockDirectory(buildTree().flow)}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  // jsdom has no layout: the option list scrolls to the selected option.
  Element.prototype.scrollIntoView = vi.fn();
  vi.mocked(api.flows.inbound).mockResolvedValue({ success: true, match_previous: [] });
  vi.mocked(api.variables.forEditor).mockResolvedValue({ success: true, variables: [] });
  save.mockImplementation(async (input) => ({
    success: true,
    message: '',
    incomplete: [],
    block: buildBlock({ revision: 4, flow: input.flow }),
  }));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the human agent as a target', () => {
  it('a redirection offers « Agent humain » first and saves the agent as its target', async () => {
    renderEditor(buildBlock({ flow: [{ type: 'redirection', redirection_block: 'welcome-aaaaaa' }] }));
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
    renderEditor(
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
