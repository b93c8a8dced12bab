import type { Block } from '@griot/contract/flows/flowSchemas';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { api } from '../../../../lib/apiClient';
import { buildBlockDirectory } from '../../block/blockDirectory';
import { BlockEditor } from '../../playground/BlockEditor';
import { buildBlock, buildTree, TEST_CHATBOT_ID } from '../../test/playgroundTestData';

/**
 * The element editors' test kit: a block shown in the BlockEditor over the mocked api of
 * ./editorApi (the test file mocks '../../../lib/apiClient' with it).
 */

/** The mocked save. */
export const save = vi.mocked(api.flows.save);

/** Variables of each kind, for the logic elements' pickers. */
export const LOGIC_VARIABLES = [
  { id: 'first_name', slug: 'first_name', type: 'global' as const },
  { id: 'order_amount', slug: 'order_amount', type: 'global' as const },
  { id: 'ville', slug: 'Ville', type: 'text' as const },
  { id: 'age', slug: 'Âge', type: 'number' as const },
];

/**
 * Renders `block` in the editor. `mantineEnv: 'test'`: jsdom has no layout, and floating-ui would
 * take every field for scrolled out of sight and hide its options.
 */
export function renderElementEditor(block: Block = buildBlock(), options: { mantineEnv?: 'test' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env={options.mantineEnv}>
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

/** The editor's reads: no inbound link, and `variables` in the pickers. */
export function stubEditorReads(variables: typeof LOGIC_VARIABLES = []) {
  vi.mocked(api.flows.inbound).mockResolvedValue({ success: true, match_previous: [] });
  vi.mocked(api.variables.forEditor).mockResolvedValue({ success: true, variables });
}

/** Every save accepted, answered with the flow it sent at revision 4. */
export function stubSaves() {
  save.mockImplementation(async (input) => ({
    success: true,
    message: '',
    incomplete: [],
    block: buildBlock({ revision: 4, flow: input.flow }),
  }));
}

/** The flow the last save sent. */
export function lastSaved() {
  return save.mock.calls.at(-1)?.[0].flow ?? [];
}

/** Opens the combobox named `combobox` (in `scope`) and clicks its option `option`. */
export async function pick(combobox: string, option: string | RegExp, scope: HTMLElement = document.body) {
  fireEvent.click(within(scope).getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/**
 * The decision elements' tests: the editor rendered as Mantine renders in tests (its Select options
 * visible in jsdom), the chatbot's variables of every type, saves answered; called once at the top
 * of a test file. Returns the render.
 */
export function setUpLogicElementEditor(): (block?: Block) => ReturnType<typeof renderElementEditor> {
  beforeEach(() => {
    // jsdom has no layout: the option list scrolls to the selected option.
    Element.prototype.scrollIntoView = vi.fn();
    stubEditorReads(LOGIC_VARIABLES);
    stubSaves();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });
  return (block?: Block) => renderElementEditor(block, { mantineEnv: 'test' });
}
