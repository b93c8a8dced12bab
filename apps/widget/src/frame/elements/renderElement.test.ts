import { describe, expect, it, vi } from 'vitest';
import type { ElementActions } from './elementActions';
import { renderElement } from './renderElement';

function actions() {
  return {
    send: vi.fn<ElementActions['send']>(),
    sendLocation: vi.fn<ElementActions['sendLocation']>(),
    openList: vi.fn<ElementActions['openList']>(),
    followImage: vi.fn<ElementActions['followImage']>(),
  };
}

/** The rendered parts in a box, to query them. */
function render(element: unknown, act: ElementActions = actions()): HTMLElement | null {
  const parts = renderElement(element, act);
  if (!parts) return null;
  const box = document.createElement('div');
  for (const part of parts) if (part) box.appendChild(part);
  return box;
}

describe("the bot's elements", () => {
  it('text: its words, links clickable', () => {
    const box = render({ type: 'text', message: 'Voir https://awa.sn' })!;
    expect(box.innerHTML).toBe(
      '<div class="text">Voir <a href="https://awa.sn/" target="_blank" rel="noopener noreferrer">https://awa.sn</a></div>',
    );
  });

  it('text_button: a button per choice, sending its block id and title', () => {
    const act = actions();
    const box = render(
      {
        type: 'text_button',
        message: 'Que souhaitez-vous ?',
        buttons: [
          { id: 'horaires', title: 'Nos horaires' },
          { id: 'loc', title: '' },
        ],
      },
      act,
    )!;
    const buttons = Array.from(box.querySelectorAll('.actions button')) as HTMLButtonElement[];
    expect(buttons.map((button) => [button.type, button.textContent])).toEqual([
      ['button', 'Nos horaires'],
      ['button', 'loc'],
    ]);
    buttons[0]!.click();
    expect(act.send).toHaveBeenCalledWith(
      { type: 'button', id: 'horaires', title: 'Nos horaires' },
      'Nos horaires',
    );
  });

  it('list: header, body, footer and a button opening the rows', () => {
    const act = actions();
    const interactive = {
      type: 'list',
      header: { type: 'text', text: 'Rayons' },
      body: { text: 'Choisissez un rayon' },
      footer: { text: 'Livraison offerte' },
      action: { button: 'Voir les rayons', sections: [] },
    };
    const box = render({ type: 'list', interactive }, act)!;
    expect(Array.from(box.children).map((part) => [part.className, part.textContent])).toEqual([
      ['header', 'Rayons'],
      ['text', 'Choisissez un rayon'],
      ['footer', 'Livraison offerte'],
      ['actions', '☰ Voir les rayons'],
    ]);
    const opener = box.querySelector('button')!;
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    opener.click();
    expect(act.openList).toHaveBeenCalledWith(interactive, opener);
    expect(render({ type: 'list' })!.textContent).toBe('☰ Voir les choix');
  });

  it('image: a lazy image opening full size, followed by the log as it loads', () => {
    const act = actions();
    const box = render({ type: 'image', link: 'https://cdn.example/boubou.jpg' }, act)!;
    const link = box.querySelector('a')!;
    expect(link.getAttribute('aria-label')).toBe("Ouvrir l'image");
    expect(link.target).toBe('_blank');
    const image = link.querySelector('img')!;
    expect([image.src, image.alt, image.getAttribute('loading') ?? image.loading]).toEqual([
      'https://cdn.example/boubou.jpg',
      'Image',
      'lazy',
    ]);
    expect(act.followImage).toHaveBeenCalledWith(image);
  });

  it('document: a link named after the file', () => {
    const box = render({ type: 'document', link: 'https://cdn.example/files/Tarifs%202026.pdf' })!;
    const link = box.querySelector('a.doc')!;
    expect(link.getAttribute('aria-label')).toBe('Ouvrir le document Tarifs 2026.pdf');
    expect(Array.from(link.children).map((span) => span.textContent)).toEqual(['📄', 'Tarifs 2026.pdf']);
    expect(render({ type: 'document', link: 'https://cdn.example/' })!.textContent).toBe('📄Document');
  });

  it('media with a caption (an agent’s text with a file): the text under the file', () => {
    const box = render({ type: 'audio', link: 'https://cdn.example/a.ogg', caption: 'Écoutez *ceci*' })!;
    expect(box.querySelector('audio')).not.toBeNull();
    expect(box.textContent).toContain('Écoutez');
  });

  it('audio: a player that loads nothing before play', () => {
    const audio = render({ type: 'audio', link: 'https://cdn.example/a.ogg' })!.querySelector('audio')!;
    expect([audio.controls, audio.preload, audio.src]).toEqual([true, 'none', 'https://cdn.example/a.ogg']);
  });

  it('media without a safe link: nothing', () => {
    for (const type of ['image', 'document', 'audio']) {
      expect(render({ type, link: 'javascript:alert(1)' })).toBeNull();
      expect(render({ type, link: '' })).toBeNull();
    }
  });

  it('location request: a button asking for the position', () => {
    const act = actions();
    const box = render({ type: 'location_request_message', message: 'Où êtes-vous ?' }, act)!;
    expect(box.querySelector('.text')?.textContent).toBe('Où êtes-vous ?');
    box.querySelector('button')!.click();
    expect(act.sendLocation).toHaveBeenCalled();
  });

  it('button_link: header image, text, footer and the link button', () => {
    const box = render({
      type: 'button_link',
      image_header: 'https://cdn.example/c.jpg',
      body_message: 'Notre catalogue complet',
      footer_message: 'Livraison à Dakar',
      action: {
        name: 'cta_url',
        parameters: { display_text: 'Voir le catalogue', url: 'https://boutique.test/c' },
      },
    })!;
    expect(box.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/c.jpg');
    expect(box.querySelector('img')?.alt).toBe('');
    expect(box.querySelector('.text')?.textContent).toBe('Notre catalogue complet');
    expect(box.querySelector('.footer')?.textContent).toBe('Livraison à Dakar');
    const link = box.querySelector('.actions a') as HTMLAnchorElement;
    expect([link.textContent, link.href, link.target]).toEqual([
      '↗ Voir le catalogue',
      'https://boutique.test/c',
      '_blank',
    ]);
    const bare = render({
      type: 'button_link',
      body_message: 'Sans lien',
      action: { parameters: { url: 'ftp://x' } },
    })!;
    expect(bare.querySelector('img, .footer, .actions')).toBeNull();
  });

  it('another type: its message when it has one, else nothing', () => {
    expect(render({ type: 'sondage', message: 'Votre avis ?' })!.textContent).toBe('Votre avis ?');
    expect(render({ type: 'delay', timmer: '2' })).toBeNull();
    expect(render({ type: 'redirection', redirection_block: 'b' })).toBeNull();
    expect(render(null)).toBeNull();
    expect(render('texte')).toBeNull();
  });
});
