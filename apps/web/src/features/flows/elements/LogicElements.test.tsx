import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { buildBlock } from '../test/playgroundTestData';
import { lastSaved, pick, save, setUpLogicElementEditor } from './test/renderElementEditor';

vi.mock('../../../lib/apiClient', async () => (await import('./test/editorApi')).editorApi());

const renderEditor = setUpLogicElementEditor();

describe('the condition element', () => {
  it('is added as a draft, then built: variable, operator, value and target', async () => {
    renderEditor();
    await waitFor(() => expect(api.variables.forEditor).toHaveBeenCalled());
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Condition' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(lastSaved()[0]).toMatchObject({
      type: 'condition',
      rules: [{ variable: '', operator: 'eq', value: '' }],
      join: 'and',
      true_block: '',
    });
    const card = screen.getByRole('article', { name: 'Condition n° 1' });
    expect(card.textContent).toContain('La règle 1 ne porte sur aucune variable.');

    await pick('Variable', /Âge/, card);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    await pick('Opérateur', 'est supérieur ou égal à', card);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(3));
    const value = within(card).getByRole('textbox', { name: /^Valeur/ });
    fireEvent.change(value, { target: { value: '18' } });
    fireEvent.blur(value);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(4));
    await pick('Si vrai, aller au bloc', /Boutique/, card);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(5));
    expect(lastSaved()[0]).toMatchObject({
      type: 'condition',
      rules: [{ variable: 'age', operator: 'gte', value: '18' }],
      join: 'and',
      true_block: 'commerce-cccccc',
    });
    expect(lastSaved()[0]).not.toHaveProperty('false_block');
    expect(within(card).getByRole('combobox', { name: 'Sinon' })).toHaveProperty(
      'value',
      'Continuer avec l’élément suivant',
    );
    expect(card.textContent).toContain('age est supérieur ou égal à 18 → Boutique');
    // The links panel names what leads there.
    expect(await screen.findByRole('button', { name: 'Boutique · Condition : si vrai' })).toBeTruthy();
    expect(card.textContent).not.toContain('À compléter');
  });

  it('adds a rule with a list of values, joins by OU, and sends elsewhere or on', async () => {
    renderEditor(
      buildBlock({
        flow: [
          {
            type: 'condition',
            rules: [{ variable: 'age', operator: 'gte', value: '18' }],
            join: 'and',
            true_block: 'commerce-cccccc',
          },
        ],
      }),
    );
    await waitFor(() => expect(api.variables.forEditor).toHaveBeenCalled());
    const card = screen.getByRole('article', { name: 'Condition n° 1' });
    fireEvent.click(within(card).getByRole('button', { name: 'Ajouter une règle' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const second = within(card).getByRole('group', { name: 'Règle 2' });
    await pick('Variable', /Ville/, second);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    await pick('Opérateur', 'est l’une des valeurs', second);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(3));
    const values = within(second).getByRole('combobox', { name: /^Valeurs/ });
    // Mantine takes a change in a field without the focus for the browser's autofill.
    values.focus();
    fireEvent.change(values, { target: { value: 'Dakar' } });
    fireEvent.keyDown(values, { key: 'Enter' });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(4));
    fireEvent.click(within(card).getByRole('radio', { name: 'OU' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(5));
    await pick('Sinon', /Accueil/, card);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(6));
    expect(lastSaved()[0]).toMatchObject({
      type: 'condition',
      rules: [
        { variable: 'age', operator: 'gte', value: '18' },
        { variable: 'ville', operator: 'in', value: ['Dakar'] },
      ],
      join: 'or',
      true_block: 'commerce-cccccc',
      false_block: 'welcome-aaaaaa',
    });
    expect(card.textContent).toContain('age est supérieur ou égal à 18 OU ville est l’une des valeurs Dakar');

    // Back to the next element: the false block is dropped; the first rule removed.
    await pick('Sinon', 'Continuer avec l’élément suivant', card);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(7));
    expect(lastSaved()[0]).not.toHaveProperty('false_block');
    fireEvent.click(within(card).getByRole('button', { name: 'Supprimer la règle 1' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(8));
    expect(lastSaved()[0]).toMatchObject({
      rules: [{ variable: 'ville', operator: 'in', value: ['Dakar'] }],
    });
    // The remaining rule keeps its own fields (not the removed one's).
    expect(within(card).getByRole('combobox', { name: 'Opérateur' })).toHaveProperty(
      'value',
      'est l’une des valeurs',
    );
    expect(within(card).queryByRole('button', { name: /Supprimer la règle/ })).toBeNull();
  });
});

describe('the A/B test element', () => {
  it('starts 50/50, shows each share and saves branches and weights', async () => {
    renderEditor();
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Test A/B' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(lastSaved()[0]).toMatchObject({
      type: 'split',
      branches: [
        { block: '', weight: 50 },
        { block: '', weight: 50 },
      ],
    });
    const card = screen.getByRole('article', { name: 'Test A/B n° 1' });
    expect(within(card).getAllByText('50 %').length).toBeGreaterThanOrEqual(2);
    await pick('Branche 1', /Accueil/, card);
    await pick('Branche 2', /Boutique/, card);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(3));
    const weight = within(card).getByRole('textbox', { name: 'Poids de la branche 1' });
    fireEvent.change(weight, { target: { value: '30' } });
    fireEvent.blur(weight);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(4));
    // Beside the weights and on the bar.
    expect(within(card).getAllByText('38 %')).toHaveLength(2);
    expect(within(card).getAllByText('63 %')).toHaveLength(2);
    fireEvent.click(within(card).getByRole('button', { name: 'Ajouter une branche' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(5));
    expect(lastSaved()[0]).toMatchObject({
      type: 'split',
      branches: [
        { block: 'welcome-aaaaaa', weight: 30 },
        { block: 'commerce-cccccc', weight: 50 },
        { block: '', weight: 50 },
      ],
    });
    expect(card.textContent).toContain('La branche 3 du test A/B ne mène à aucun bloc.');
    fireEvent.click(within(card).getByRole('button', { name: 'Supprimer la branche 3' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(6));
    expect(lastSaved()[0]).toMatchObject({ branches: [{ weight: 30 }, { weight: 50 }] });
    // Two branches at least: neither can be removed now.
    expect(within(card).queryByRole('button', { name: /Supprimer la branche/ })).toBeNull();
    expect(card.textContent).toContain('38 % Accueil · 63 % Boutique');
  });
});

describe('the wait-until element', () => {
  it('starts at one day, takes a 24-hour time and says when it resumes', async () => {
    renderEditor();
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Attendre jusqu’à' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(lastSaved()[0]).toMatchObject({ type: 'wait_until', days: 1, cancel_on_reply: true });
    const card = screen.getByRole('article', { name: 'Attendre jusqu’à n° 1' });
    expect(card.textContent).toContain('Reprend dans 1 jour, à la même heure.');
    // 24 h, whatever the browser's locale: no AM/PM field.
    expect(within(card).queryByRole('combobox', { name: /AM|PM/i })).toBeNull();

    const hours = within(card).getByRole('spinbutton', { name: 'Heures' });
    const minutes = within(card).getByRole('spinbutton', { name: 'Minutes' });
    fireEvent.focus(hours);
    fireEvent.change(hours, { target: { value: '21' } });
    fireEvent.change(minutes, { target: { value: '30' } });
    fireEvent.blur(minutes);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(lastSaved()[0]).toMatchObject({ type: 'wait_until', at: '21:30', days: 1 });

    const days = within(card).getByRole('textbox', { name: /^Nombre de jours/ });
    fireEvent.change(days, { target: { value: '2' } });
    fireEvent.blur(days);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(3));
    expect(card.textContent).toContain('Reprend dans 2 jours à 21:30 (heure de l’espace de travail).');

    fireEvent.click(within(card).getByRole('switch', { name: 'Annuler si le client répond' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(4));
    expect(lastSaved()[0]).toMatchObject({
      type: 'wait_until',
      at: '21:30',
      days: 2,
      cancel_on_reply: false,
    });
    expect(card.textContent).toContain('la suite part à l’heure prévue');
  });
});
