import { afterEach, describe, expect, it } from 'vitest';
import { cacheChatbot, readCachedChatbot } from './chatbotSessionCache';

describe('chatbotSessionCache', () => {
  afterEach(() => sessionStorage.clear());

  it('reads back what it stored, under chatbot:{id}', () => {
    cacheChatbot('b1', { _id: 'b1', bot_name: 'Boutique Teranga' });
    expect(sessionStorage.getItem('chatbot:b1')).toContain('Boutique Teranga');
    expect(readCachedChatbot('b1')).toEqual({ _id: 'b1', bot_name: 'Boutique Teranga' });
    expect(readCachedChatbot('b2')).toBeNull();
  });

  it('ignores a broken or foreign entry', () => {
    sessionStorage.setItem('chatbot:b1', '{not json');
    expect(readCachedChatbot('b1')).toBeNull();
    sessionStorage.setItem('chatbot:b1', JSON.stringify({ name: 'x' }));
    expect(readCachedChatbot('b1')).toBeNull();
  });
});
