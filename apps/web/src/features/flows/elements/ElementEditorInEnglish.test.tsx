import type { Block } from '@griot/contract/flows/flowSchemas';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { switchLanguage } from '../../../lib/i18n/displayLanguage';
import { buildBlockDirectory } from '../block/blockDirectory';
import { incompleteTitle } from '../elementTest/useElementTestActions';
import { BlockEditor } from '../playground/BlockEditor';
import { revisionTexts } from '../revisions/revisionTexts';
import { buildBlock, buildTree, TEST_CHATBOT_ID } from '../test/playgroundTestData';
import { createElement } from './elementCatalog';
import { elementSummary } from './elementSummary';

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

const block = buildBlock({
  flow: [
    {
      type: 'answer',
      options: { answer_type: 'phone_number', variable: { id: '' }, default_reply: '' },
    },
    { type: 'delay', timmer: '3' },
  ],
});

function renderEditor(shown: Block) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <BlockEditor
            chatbotId={TEST_CHATBOT_ID}
            block={shown}
            reloadBlock={async () => shown}
            directory={buildBlockDirectory(buildTree().flow)}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  vi.mocked(api.flows.inbound).mockResolvedValue({ success: true, match_previous: [] });
  vi.mocked(api.variables.forEditor).mockResolvedValue({ success: true, variables: [] });
});

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await switchLanguage('fr');
});

describe('the flow editor in English', () => {
  it('shows the editors, the cards and the toolbar in English', async () => {
    await switchLanguage('en');
    renderEditor(block);
    const answer = await screen.findByRole('article', { name: 'Answer #1' });
    expect(answer.textContent).toContain('Waits for: Phone number');
    expect(screen.getByRole('textbox', { name: 'Default reply' })).toBeTruthy();
    expect(screen.getAllByText('Expected answer type').length).toBeGreaterThan(0);
    expect(screen.getByText('Delay: 3 s')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete element 2' })).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Add an element' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Flow elements' })).toBeTruthy();
  });

  it('changes language at once, memoised cards included', async () => {
    renderEditor(block);
    expect(await screen.findByRole('article', { name: 'Réponse n° 1' })).toBeTruthy();
    expect(screen.getByText('Délai : 3 s')).toBeTruthy();
    await act(() => switchLanguage('es'));
    expect(screen.getByRole('article', { name: 'Respuesta n.º 1' })).toBeTruthy();
    expect(screen.getByText('Espera: 3 s')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subir el elemento 2' })).toBeTruthy();
  });

  it('counts with the plural rules of the language shown', async () => {
    const text = { type: 'text' as const, message: 'Hi', preview_url: true };
    const nameOf = (id: string) => id;
    expect(elementSummary(text, nameOf)).toBe('2 caractère(s)');
    expect(incompleteTitle(1)).toBe('Validation : 1 point incomplet, l’élément concerné ne sera pas envoyé');
    await switchLanguage('en');
    expect(elementSummary(text, nameOf)).toBe('2 characters');
    expect(elementSummary({ ...text, message: 'A' }, nameOf)).toBe('1 character');
    expect(revisionTexts.confirm.elementCount({ count: 1 })).toBe('1 element');
    expect(incompleteTitle(3)).toBe(
      'Validation: 3 incomplete items, the elements concerned will not be sent',
    );
    // A new element's default content is written in the language shown.
    expect(createElement('button_link', { defaultTarget: 'x' })).toMatchObject({
      action: { parameters: { display_text: 'Open' } },
    });
    await switchLanguage('es');
    expect(
      elementSummary({ type: 'request', method: 'POST', url: 'https://a.b', datas: ['x'] }, nameOf),
    ).toBe('POST · 1 variable enviada');
  });
});
