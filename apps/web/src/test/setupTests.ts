import '@testing-library/react';

// jsdom's navigator says en-US: the screens' tests read the French of the spec, as a new visitor
// from a French browser would (lib/i18n/displayLanguage reads this once, when first imported).
localStorage.setItem('griot:language', 'fr');

// jsdom lacks these browser APIs that Mantine components use.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverStub;

// jsdom has no FontFaceSet, which Mantine's autosize Textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}
