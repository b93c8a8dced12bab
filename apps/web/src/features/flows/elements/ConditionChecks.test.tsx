import { messages } from '@griot/contract/messages';
import { ORPCError } from '@orpc/client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { switchLanguage } from '../../../lib/i18n/displayLanguage';
import { buildBlock } from '../test/playgroundTestData';
import { lastSaved, pick, save, setUpLogicElementEditor } from './test/renderElementEditor';

vi.mock('../../../lib/apiClient', async () => (await import('./test/editorApi')).editorApi());

const renderEditor = setUpLogicElementEditor();

describe('the checks of a condition', () => {
  it('offers >, <, ≥, ≤ only for a variable that holds numbers, and drops them for a text one', async () => {
    renderEditor(
      buildBlock({
        flow: [
          {
            type: 'condition',
            rules: [{ variable: 'order_amount', operator: 'gt', value: '5000' }],
            join: 'and',
            true_block: 'commerce-cccccc',
          },
        ],
      }),
    );
    await waitFor(() => expect(api.variables.forEditor).toHaveBeenCalled());
    const card = screen.getByRole('article', { name: 'Condition n° 1' });
    fireEvent.click(within(card).getByRole('combobox', { name: 'Opérateur' }));
    expect(await screen.findByRole('option', { name: 'est inférieur ou égal à' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('combobox', { name: 'Opérateur' }));

    await pick('Variable', /Ville/, card);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(lastSaved()[0]).toMatchObject({ rules: [{ variable: 'ville', operator: 'eq', value: '5000' }] });
    expect(within(card).getByText(/ne comparent que les variables de type Nombre/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('combobox', { name: 'Opérateur' }));
    expect(await screen.findByRole('option', { name: 'contient' })).toBeTruthy();
    for (const ordering of [
      'est supérieur à',
      'est inférieur à',
      'est supérieur ou égal à',
      'est inférieur ou égal à',
    ])
      expect(screen.queryByRole('option', { name: ordering })).toBeNull();
  });
});

describe('a save the server refuses', () => {
  it('shows why above the elements and on the element, until a save goes through', async () => {
    // 'ville' was a number when the rule was written; it holds text now.
    renderEditor(
      buildBlock({
        flow: [
          { type: 'text', message: 'Bonjour' },
          {
            type: 'condition',
            rules: [{ variable: 'ville', operator: 'gt', value: '3' }],
            join: 'and',
            true_block: 'commerce-cccccc',
          },
        ],
      }),
    );
    await waitFor(() => expect(api.variables.forEditor).toHaveBeenCalled());
    const refusal = messages.flows.logic.notComparable({ variable: 'ville' });
    save.mockRejectedValueOnce(new ORPCError('BAD_REQUEST', { status: 400, message: refusal }));
    const card = screen.getByRole('article', { name: 'Condition n° 2' });
    const value = within(card).getByRole('textbox', { name: /^Valeur/ });
    fireEvent.change(value, { target: { value: '4' } });
    fireEvent.blur(value);
    const alert = await screen.findByRole('alert', {
      name: 'Modification refusée : elle n’est pas enregistrée',
    });
    expect(alert.textContent).toContain(`Élément n° 2 (Condition) : ${refusal}`);
    expect(card.textContent).toContain('ne se compare pas avec >, <, ≥ ou ≤');
    expect(screen.getByRole('article', { name: 'Texte n° 1' }).textContent).not.toContain(refusal);

    await pick('Opérateur', 'est égal à', card);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert', { name: /Modification refusée/ })).toBeNull());
    expect(card.textContent).not.toContain(refusal);
  });
});

describe('the decision elements in English', () => {
  afterEach(() => switchLanguage('fr'));

  it('read their fields, summaries and sentences in the language shown', async () => {
    renderEditor(
      buildBlock({
        flow: [
          {
            type: 'condition',
            rules: [{ variable: 'ville', operator: 'eq', value: 'Dakar' }],
            join: 'and',
            true_block: 'commerce-cccccc',
          },
          { type: 'wait_until', days: 2, at: '09:00', cancel_on_reply: true },
        ],
      }),
    );
    await act(() => switchLanguage('en'));
    const condition = await screen.findByRole('article', { name: 'Condition #1' });
    expect(condition.textContent).toContain('ville equals Dakar → Boutique');
    expect(within(condition).getByRole('combobox', { name: 'If true, go to block' })).toBeTruthy();
    expect(within(condition).getByRole('combobox', { name: 'Otherwise' })).toHaveProperty(
      'value',
      'Continue with the next element',
    );
    const wait = screen.getByRole('article', { name: 'Wait until #2' });
    expect(wait.textContent).toContain('Resumes in 2 days at 09:00 (workspace time).');
    expect(within(wait).getByRole('switch', { name: 'Cancel if the customer replies' })).toBeTruthy();
  });
});
