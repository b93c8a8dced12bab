import { afterEach, describe, expect, it } from 'vitest';
import { createVisitorStorage } from './visitorStorage';

const SESSION = { visitor_id: 'visitor-1', token: 'signed' };

describe("the visitor's stored session", () => {
  afterEach(() => window.localStorage.clear());

  it('is kept per chatbot, and forgotten on demand', () => {
    const first = createVisitorStorage('bot-1');
    expect(first.read()).toBeNull();
    first.write(SESSION);
    expect(window.localStorage.getItem('griot-webchat:bot-1')).toBe(JSON.stringify(SESSION));
    expect(first.read()).toEqual(SESSION);
    expect(createVisitorStorage('bot-2').read()).toBeNull();
    first.write(null);
    expect(window.localStorage.getItem('griot-webchat:bot-1')).toBeNull();
  });

  it('is ignored when unreadable or incomplete', () => {
    const storage = createVisitorStorage('bot-1');
    for (const stored of ['{', '"texte"', '42', '{"visitor_id":"v"}', '{"visitor_id":1,"token":"t"}']) {
      window.localStorage.setItem('griot-webchat:bot-1', stored);
      expect(storage.read()).toBeNull();
    }
  });

  it('lasts as long as the page when the browser refuses storage to the frame', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const storage = createVisitorStorage('bot-1', refused);
    expect(storage.read()).toBeNull();
    expect(() => storage.write(SESSION)).not.toThrow();
    expect(() => storage.write(null)).not.toThrow();
  });
});
