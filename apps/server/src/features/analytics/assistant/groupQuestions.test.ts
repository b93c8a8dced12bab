import { describe, expect, it } from 'vitest';
import { answerConfidence, questionWords } from '../../../domain/questions/questionWords';
import { type AskedQuestion, groupQuestions } from './groupQuestions';

const BOT = '00000000-0000-4000-8000-000000000001';
const OTHER_BOT = '00000000-0000-4000-8000-000000000002';

function asked(question: string, minute: number, overrides: Partial<AskedQuestion> = {}): AskedQuestion {
  return {
    chatbotId: BOT,
    chatbotName: 'Téranga',
    kind: 'unanswered',
    question,
    askedAt: `2026-10-02T10:${String(minute).padStart(2, '0')}:00.000Z`,
    ...overrides,
  };
}

describe('questionWords', () => {
  it('folds case and accents, drops punctuation, French and English stop words and plurals', () => {
    expect(questionWords('Livrez-vous à THIÈS ?')).toEqual(['livrez', 'thie']);
    expect(questionWords('Do you deliver to Thiès?')).toEqual(['deliver', 'thie']);
    expect(questionWords('Quels sont vos horaires ?')).toEqual(['horaire']);
    expect(questionWords('?!')).toEqual([]);
  });
});

describe('answerConfidence', () => {
  it('is the share of the question’s words the passages hold', () => {
    const passage = 'Nous livrons à Dakar, Pikine et Rufisque en 24 heures.';
    expect(answerConfidence('Livrez-vous à Pikine ?', [passage])).toBe(0.5);
    expect(answerConfidence('Pikine, Dakar ?', [passage])).toBe(1);
    expect(answerConfidence('Vendez-vous du bazin ?', [passage])).toBe(0);
    expect(answerConfidence('Vendez-vous du bazin ?', [])).toBe(0);
  });
});

describe('groupQuestions', () => {
  it('groups the same question asked with other case, accents and punctuation', () => {
    const groups = groupQuestions([
      asked('Livrez-vous à Thiès ?', 50),
      asked('livrez vous a thies', 40),
      asked('LIVREZ-VOUS À THIÈS', 30),
      asked('Livrez-vous à Thiès ?', 20),
      asked('Vous livrez à Thiès svp ?', 10),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      question: 'Livrez-vous à Thiès ?',
      count: 5,
      kind: 'unanswered',
      chatbot_id: BOT,
      last_asked_at: '2026-10-02T10:50:00.000Z',
    });
    expect(groups[0]?.examples).toEqual([
      'livrez vous a thies',
      'LIVREZ-VOUS À THIÈS',
      'Vous livrez à Thiès svp ?',
    ]);
  });

  it('keeps different questions apart, most asked first', () => {
    const groups = groupQuestions([
      asked('Livrez-vous à Kaolack ?', 5),
      asked('Livrez-vous à Thiès ?', 4),
      asked('Livrez-vous à Thiès ?', 3),
      asked('Acceptez-vous les cartes bancaires ?', 2),
    ]);
    expect(groups.map((group) => [group.question, group.count])).toEqual([
      ['Livrez-vous à Thiès ?', 2],
      ['Livrez-vous à Kaolack ?', 1],
      ['Acceptez-vous les cartes bancaires ?', 1],
    ]);
  });

  it('never mixes chatbots nor unanswered with unsure answers', () => {
    const groups = groupQuestions([
      asked('Livrez-vous à Thiès ?', 3),
      asked('Livrez-vous à Thiès ?', 2, { chatbotId: OTHER_BOT }),
      asked('Livrez-vous à Thiès ?', 1, { kind: 'low_confidence' }),
    ]);
    expect(groups).toHaveLength(3);
    expect(groups.every((group) => group.count === 1)).toBe(true);
  });

  it('caps the examples and the groups', () => {
    const many = Array.from({ length: 9 }, (_, index) =>
      asked(`Livrez-vous à Thiès ${'?'.repeat(index + 1)} svp${' merci'.repeat(index)}`, index),
    );
    expect(groupQuestions(many)[0]?.examples.length).toBe(5);
    const distinct = Array.from({ length: 80 }, (_, index) => asked(`produit${index} disponible ?`, 0));
    expect(groupQuestions(distinct)).toHaveLength(50);
  });
});
