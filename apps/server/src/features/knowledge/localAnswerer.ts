import { AGENT_REDIRECTION, KNOWLEDGE_LIMITS } from '@griot/contract/knowledge/knowledgeConstants';
import type { AssistantReply, Passage } from '@griot/contract/knowledge/knowledgeSchemas';
import { asksForPerson } from './asksForPerson';

/** A block the answerer may send the visitor to. */
export interface TargetBlock {
  idblock: string;
  name: string;
}

/**
 * The assistant without any language model (no LLM_BASE_URL): insults and requests for a person
 * (asksForPerson) go to an agent; a block
 * whose name the question names is a redirection; otherwise the best passage's most relevant
 * sentences, cut to a text message; and null when it does not know (the default flow runs).
 */
export function localAnswer(
  question: string,
  passages: readonly Passage[],
  targets: readonly TargetBlock[],
): AssistantReply | null {
  if (isInsult(question) || asksForPerson(question))
    return { responseType: 'redirection', redirection_block: AGENT_REDIRECTION };
  const words = significantWords(question);
  const named = targets.find((block) => {
    const nameWords = significantWords(block.name);
    return nameWords.length > 0 && nameWords.every((word) => words.includes(word));
  });
  if (named) return { responseType: 'redirection', redirection_block: named.idblock };
  const best = passages[0];
  if (!best) return null;
  const message = bestSentences(best.excerpt, words, KNOWLEDGE_LIMITS.messageMax);
  return message === '' ? null : { responseType: 'text', message };
}

const INSULTS = [
  'idiot',
  'imbecile',
  'connard',
  'connasse',
  'salaud',
  'salope',
  'encule',
  'abruti',
  'debile',
  'cretin',
  'merde',
  'putain',
  'stupid',
  'fuck',
  'bastard',
];

/** A rough insult check (accents folded, whole words). */
export function isInsult(text: string): boolean {
  const words = fold(text).split(/[^a-z]+/);
  return words.some((word) => INSULTS.includes(word) || INSULTS.includes(word.replace(/s$/, '')));
}

/** Lowercase words of 4 letters or more, accents folded: a poor man's stemming for matching names. */
function significantWords(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 4)
    .map((word) => word.replace(/s$/, ''));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The passage's sentences that share the most words with the question, in their order, within `max`. */
function bestSentences(excerpt: string, words: readonly string[], max: number): string {
  const sentences = excerpt
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const scored = sentences.map((sentence, index) => {
    const sentenceWords = significantWords(sentence);
    return { sentence, index, score: words.filter((word) => sentenceWords.includes(word)).length };
  });
  const chosen = [...scored]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .filter((entry) => entry.score > 0);
  let message = '';
  for (const entry of chosen.sort((a, b) => a.index - b.index)) {
    const next = message === '' ? entry.sentence : `${message} ${entry.sentence}`;
    if (next.length > max) break;
    message = next;
  }
  const first = chosen[0];
  if (message === '' && first) message = `${first.sentence.slice(0, max - 1)}…`;
  return message;
}
