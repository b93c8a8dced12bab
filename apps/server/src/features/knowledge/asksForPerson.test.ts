import { describe, expect, it } from 'vitest';
import { asksForPerson } from './asksForPerson';
import { buildSystemPrompt } from './buildSystemPrompt';
import { localAnswer } from './localAnswerer';

describe('a visitor asking for a person', () => {
  it.each([
    'Je veux parler à un conseiller',
    'Est-ce que je peux parler à quelqu’un ?',
    'Un conseiller svp',
    'Passez-moi un agent',
    'Je voudrais discuter avec un vrai humain',
    'Comment joindre le service client ?',
    'I want to talk to a human',
    'Can I speak with someone please?',
    'Get me a real person',
    'Quiero hablar con un asesor',
    '¿Puedo comunicarme con alguien?',
    'Un agente por favor',
  ])('recognises « %s »', (text) => {
    expect(asksForPerson(text)).toBe(true);
  });

  it.each([
    'Une chambre pour une personne',
    'Je cherche un agent immobilier',
    'Vous livrez à Dakar ?',
    'Do you ship to Thiès?',
    'Personne ne m’a répondu pour ma commande',
    '¿Cuánto cuesta el envío?',
  ])('leaves « %s » to the assistant', (text) => {
    expect(asksForPerson(text)).toBe(false);
  });

  it('the offline assistant hands such a message to an agent', () => {
    const blocks = [{ idblock: 'conseils-a1b2c3', name: 'Conseils' }];
    const passages = [
      { fileName: 'faq.txt', excerpt: 'Un conseiller vous répond du lundi au samedi.', rank: 1 },
    ];
    for (const question of ['Je veux parler à un conseiller', 'Talk to a human', 'Hablar con un asesor'])
      expect(localAnswer(question, passages, blocks)).toEqual({
        responseType: 'redirection',
        redirection_block: 'agent',
      });
  });

  it('the system prompt tells the model to redirect such a message to the agent', () => {
    const prompt = buildSystemPrompt({ botName: 'Téranga Shop', description: '', blocks: [], knowledge: [] });
    const rule = prompt.split('\n').find((line) => line.includes('parler à une personne'));
    expect(rule).toContain('conseiller');
    expect(rule).toContain('{"responseType":"redirection","redirection_block":"agent"}');
    expect(prompt).toContain('ou vers "agent" pour un agent humain');
  });
});
