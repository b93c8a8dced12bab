import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/displayLanguage';
import { incompleteTitle } from '../elementTest/useElementTestActions';
import { revisionTexts } from '../revisions/revisionTexts';
import { buildBlock } from '../test/playgroundTestData';
import { createElement } from './elementCatalog';
import { elementSummary } from './elementSummary';
import { renderElementEditor, stubEditorReads } from './test/renderElementEditor';

vi.mock('../../../lib/apiClient', async () => (await import('./test/editorApi')).editorApi());

const block = buildBlock({
  flow: [
    {
      type: 'answer',
      options: { answer_type: 'phone_number', variable: { id: '' }, default_reply: '' },
    },
    { type: 'delay', timmer: '3' },
  ],
});

beforeEach(() => stubEditorReads());

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await switchLanguage('fr');
});

describe('the flow editor in English', () => {
  it('shows the editors, the cards and the toolbar in English', async () => {
    await switchLanguage('en');
    renderElementEditor(block);
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
    renderElementEditor(block);
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
