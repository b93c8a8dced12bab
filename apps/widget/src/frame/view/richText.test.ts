import { describe, expect, it } from 'vitest';
import { richText } from './richText';
import { safeUrl } from './safeUrl';

const links = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('a')).map((link) => [
    link.textContent,
    link.href,
    link.target,
    link.rel,
  ]);

describe('rich text', () => {
  it('keeps the text as text and links its http(s) addresses, in a new tab', () => {
    const text = richText('Bienvenue chez Awa !\nCatalogue : https://boutique.test/catalogue');
    expect(text.className).toBe('text');
    expect(text.textContent).toBe('Bienvenue chez Awa !\nCatalogue : https://boutique.test/catalogue');
    expect(links(text)).toEqual([
      ['https://boutique.test/catalogue', 'https://boutique.test/catalogue', '_blank', 'noopener noreferrer'],
    ]);
  });

  it('leaves the closing punctuation out of a link, and makes www. addresses https', () => {
    const text = richText('Voir www.awa.sn/boubous. Ou (https://awa.sn/x)!');
    expect(links(text).map(([label, href]) => [label, href])).toEqual([
      ['www.awa.sn/boubous', 'https://www.awa.sn/boubous'],
      ['https://awa.sn/x', 'https://awa.sn/x'],
    ]);
    expect(text.textContent).toBe('Voir www.awa.sn/boubous. Ou (https://awa.sn/x)!');
  });

  it('never turns markup into elements', () => {
    const text = richText('<img src=x onerror=alert(1)> <b>gras</b>', 'header');
    expect(text.className).toBe('header');
    expect(text.children).toHaveLength(0);
    expect(text.textContent).toBe('<img src=x onerror=alert(1)> <b>gras</b>');
  });

  it('shows nothing for a missing text', () => {
    expect(richText(undefined).textContent).toBe('');
  });
});

describe('safe addresses', () => {
  it('are absolute http(s) ones only', () => {
    expect(safeUrl(' https://a.sn/x ', 'https://griot.example/')).toBe('https://a.sn/x');
    expect(safeUrl('/api/public/u/1.png', 'https://griot.example/api/webchat/x/frame')).toBe(
      'https://griot.example/api/public/u/1.png',
    );
    for (const unsafe of ['javascript:alert(1)', 'data:text/html,x', '', '  ', null, 42, 'http://[::1']) {
      expect(safeUrl(unsafe, 'https://griot.example/')).toBeNull();
    }
  });
});
