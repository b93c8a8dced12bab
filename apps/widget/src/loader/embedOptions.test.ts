import { describe, expect, it } from 'vitest';
import { findLoaderScript, readEmbedOptions } from './embedOptions';

const BOT = '0b6b7e9e-8f57-4a53-9b8e-2d8f1f3f7a10';

function scriptTag(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

describe('the embed options', () => {
  it("read the chatbot, Griot's origin (the script's) and the frame's address", () => {
    const script = scriptTag({
      src: 'https://griot.example/api/webchat/widget.js',
      'data-chatbot': ` ${BOT} `,
    });
    expect(readEmbedOptions(script, 'https://boutique.example/')).toEqual({
      chatbotId: BOT,
      origin: 'https://griot.example',
      frameUrl: `https://griot.example/api/webchat/${BOT}/frame`,
      color: '#128c7e',
    });
  });

  it("resolve a relative script address against the page's", () => {
    const script = scriptTag({ src: '/api/webchat/widget.js', 'data-chatbot': BOT });
    expect(readEmbedOptions(script, document.baseURI)?.origin).toBe(window.location.origin);
  });

  it('take a hex data-color, else the default green', () => {
    const colored = (color: string) =>
      readEmbedOptions(
        scriptTag({ src: '/w.js', 'data-chatbot': BOT, 'data-color': color }),
        'https://a.example/',
      )?.color;
    expect(colored('#ff6600')).toBe('#ff6600');
    expect(colored('#F60')).toBe('#F60');
    expect(colored('red')).toBe('#128c7e');
    expect(colored('#ff6600;background:url(x)')).toBe('#128c7e');
  });

  it('refuse a missing or malformed chatbot id', () => {
    expect(readEmbedOptions(scriptTag({ src: '/w.js' }), 'https://a.example/')).toBeNull();
    expect(
      readEmbedOptions(scriptTag({ src: '/w.js', 'data-chatbot': 'pas-un-uuid' }), 'https://a.example/'),
    ).toBeNull();
  });

  it('find the tag by its address when document.currentScript is gone', () => {
    document.body.innerHTML = `<script data-chatbot="${BOT}" src="https://griot.example/api/webchat/widget.js"></script>`;
    expect(findLoaderScript()?.getAttribute('data-chatbot')).toBe(BOT);
  });
});
