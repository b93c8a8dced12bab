import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/apiClient';
import { buildBlock } from '../test/playgroundTestData';
import { renderElementEditor, save, stubEditorReads, stubSaves } from './test/renderElementEditor';

vi.mock('../../../lib/apiClient', async () => (await import('./test/editorApi')).editorApi());

const twoElements = buildBlock({
  flow: [
    { type: 'text', message: 'Bonjour' },
    { type: 'redirection', redirection_block: 'welcome-aaaaaa' },
  ],
});

function savedFlow(call = 0) {
  return save.mock.calls[call]?.[0].flow ?? [];
}

beforeEach(() => {
  stubEditorReads();
  stubSaves();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('element list', () => {
  it('moves an element down with the keyboard-reachable button and keeps focus on it', async () => {
    renderElementEditor(twoElements);
    const down = screen.getByRole('button', { name: 'Descendre l’élément 1' });
    fireEvent.click(down);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(savedFlow().map((element) => element.type)).toEqual(['redirection', 'text']);
    expect(savedFlow()[1]?.id_previous).toBe(savedFlow()[0]?.id_element);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Monter l’élément 2'),
    );
  });

  it('asks before removing and duplicates right after the original', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderElementEditor(twoElements);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer l’élément 1' }));
    expect(confirm).toHaveBeenCalledWith('Êtes-vous sûr de vouloir supprimer cet élément ?');
    expect(save).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer l’élément 1' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(savedFlow().map((element) => element.type)).toEqual(['redirection']);
    fireEvent.click(screen.getByRole('button', { name: 'Dupliquer l’élément 1' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(savedFlow(1).map((element) => element.type)).toEqual(['redirection', 'redirection']);
  });

  it('edits a text on click, saves on Shift+Enter and cancels on Escape', async () => {
    renderElementEditor(twoElements);
    fireEvent.click(screen.getByRole('button', { name: 'Message : Bonjour' }));
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByText(/7\/640/)).toBeTruthy();
    fireEvent.change(area, { target: { value: 'Salut' } });
    fireEvent.keyDown(area, { key: 'Escape' });
    expect(save).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Message : Bonjour' }));
    const again = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(again, { target: { value: 'Salut' } });
    fireEvent.keyDown(again, { key: 'Enter', shiftKey: true });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(savedFlow()[0]).toMatchObject({ type: 'text', message: 'Salut' });
  });

  it('suggests variables after {{ and inserts the first with Tab', async () => {
    vi.mocked(api.variables.forEditor).mockResolvedValue({
      success: true,
      variables: [
        { id: 'ville', slug: 'Ville', type: 'text' },
        { id: 'first_name', slug: 'first_name', type: 'global' },
      ],
    });
    renderElementEditor(twoElements);
    await waitFor(() => expect(api.variables.forEditor).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Message : Bonjour' }));
    const area = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(area, { target: { value: 'Bonjour {{vi', selectionStart: 12 } });
    expect(await screen.findByRole('option', { name: /ville/ })).toBeTruthy();
    fireEvent.keyDown(area, { key: 'Tab' });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty('value', 'Bonjour {{ville}}');
  });

  it('shows the outbound link of a redirection in the links card', async () => {
    renderElementEditor(twoElements);
    expect(await screen.findByRole('button', { name: 'Accueil' })).toBeTruthy();
    expect(await screen.findByText('Aucun lien entrant')).toBeTruthy();
    expect(screen.getByText('Connecté')).toBeTruthy();
  });

  it('keeps what was typed in a card while its header image uploads, adding only the link', async () => {
    let finish: (value: { success: true; filePath: string; message: string }) => void = () => {};
    vi.mocked(api.uploads.image).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderElementEditor(
      buildBlock({
        flow: [
          {
            type: 'button_link',
            image_header: '',
            body_message: 'Avant',
            footer_message: '',
            action: { name: 'cta_url', parameters: { display_text: 'Voir', url: 'https://griot.sn' } },
          },
        ],
      }),
    );
    const input = document.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['png'], 'photo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Téléversement en cours...')).toBeTruthy();
    // While the file uploads, the body is edited and saved.
    fireEvent.click(screen.getByRole('button', { name: /^Corps du message/ }));
    const body = screen.getByRole('textbox', { name: 'Corps du message' });
    fireEvent.change(body, { target: { value: 'Pendant' } });
    fireEvent.keyDown(body, { key: 'Enter', shiftKey: true });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(savedFlow(0)[0]).toMatchObject({ body_message: 'Pendant', image_header: '' });
    finish({ success: true, filePath: 'uploads/photo.png', message: 'Fichier téléversé avec succès' });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2), { timeout: 4000 });
    expect(savedFlow(1)[0]).toMatchObject({
      body_message: 'Pendant',
      image_header: '/api/public/uploads/photo.png',
    });
  });

  it('edits the redirect_to of a button payload among the blocks, and clears it', async () => {
    // jsdom has no layout: the option list scrolls to the selected option.
    Element.prototype.scrollIntoView = vi.fn();
    renderElementEditor(
      buildBlock({
        flow: [
          {
            type: 'text_button',
            message: 'Choisissez',
            buttons: [
              {
                id: 'welcome-aaaaaa',
                title: 'Oui',
                payload: '{{ville}}=Dakar&redirect_to=commerce-cccccc',
              },
            ],
          },
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le bouton Oui' }));
    const target = screen.getByRole('combobox', { name: 'Redirection (redirect_to)' });
    expect(target).toHaveProperty('value', expect.stringContaining('Boutique'));
    fireEvent.click(target);
    fireEvent.click(await screen.findByRole('option', { name: /Accueil/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(savedFlow(0)[0]).toMatchObject({
      buttons: [
        { id: 'welcome-aaaaaa', title: 'Oui', payload: '{{ville}}=Dakar&redirect_to=welcome-aaaaaa' },
      ],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Modifier le bouton Oui' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le bloc choisi' }));
    expect(screen.getByRole('combobox', { name: 'Redirection (redirect_to)' })).toHaveProperty('value', '');
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(savedFlow(1)[0]).toMatchObject({
      buttons: [{ id: 'welcome-aaaaaa', title: 'Oui', payload: '{{ville}}=Dakar' }],
    });
  });

  it('marks an incomplete element where it stands, and two buttons of one title as refused', () => {
    renderElementEditor(
      buildBlock({
        flow: [
          { type: 'text', message: '' },
          {
            type: 'text_button',
            message: 'Confirmez-vous ?',
            buttons: [
              { id: 'welcome-aaaaaa', title: 'Oui' },
              { id: 'default-bbbbbb', title: 'oui' },
            ],
          },
          { type: 'text', message: 'Merci' },
        ],
      }),
    );
    const text = screen.getByRole('article', { name: 'Texte n° 1' });
    expect(text.textContent).toContain('À compléter : cet élément ne sera pas envoyé');
    expect(text.textContent).toContain('Le texte du message est vide.');
    const buttons = screen.getByRole('article', { name: 'Boutons n° 2' });
    expect(buttons.textContent).toContain(
      'Deux boutons portent le même titre « oui » : le client ne pourrait pas les distinguer.',
    );
    expect(screen.getByRole('article', { name: 'Texte n° 3' }).textContent).not.toContain('À compléter');
    expect(
      screen.getByText(
        'Flux enregistré comme brouillon : 2 éléments sont incomplets et ne seront pas envoyés tant qu’ils ne sont pas complétés.',
      ),
    ).toBeTruthy();
  });
});
