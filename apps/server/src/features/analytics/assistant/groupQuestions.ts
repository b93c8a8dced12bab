import { ASSISTANT_EXAMPLES_MAX, ASSISTANT_GROUPS_MAX } from '@griot/contract/analytics/analyticsSchemas';
import { questionWords } from '../../../domain/questions/questionWords';

/** A question GRIOT IA could not answer, or answered unsure. */
export interface AskedQuestion {
  chatbotId: string;
  chatbotName: string;
  kind: 'unanswered' | 'low_confidence';
  question: string;
  /** ISO instant. */
  askedAt: string;
}

export interface QuestionGroup {
  question: string;
  count: number;
  kind: AskedQuestion['kind'];
  examples: string[];
  last_asked_at: string;
  chatbot_id: string;
  chatbot_name: string;
}

/**
 * Two questions are the same when their significant words (questionWords: case, accents,
 * punctuation, French/English stop words and plurals set aside) overlap this much (Jaccard):
 * « Livrez-vous à Thiès ? » and « vous livrez a thies » are one question, « Livrez-vous à Thiès ? »
 * and « Livrez-vous à Kaolack ? » are two.
 */
export const SAME_QUESTION_SIMILARITY = 0.5;

interface Cluster {
  chatbotId: string;
  chatbotName: string;
  kind: AskedQuestion['kind'];
  /** The words of its first (most recent) question: what the next ones are compared with. */
  words: ReadonlySet<string>;
  count: number;
  wordings: Map<string, { count: number; lastAskedAt: string }>;
  lastAskedAt: string;
}

/**
 * Groups questions asked the same way, per chatbot and kind, most asked first. Greedy: each question
 * joins the first group of its chatbot and kind it is similar enough to, else opens one. The caller
 * bounds the input (the period's latest questions): n questions cost at most n × groups comparisons
 * of a few words each.
 */
export function groupQuestions(questions: readonly AskedQuestion[]): QuestionGroup[] {
  const clusters: Cluster[] = [];
  const byKey = new Map<string, Cluster>();
  for (const asked of questions) {
    const wording = asked.question.trim().replace(/\s+/g, ' ');
    if (wording === '') continue;
    const words = questionWords(wording);
    const key = `${asked.chatbotId}|${asked.kind}|${[...words].sort().join(' ') || wording.toLowerCase()}`;
    let cluster = byKey.get(key);
    if (!cluster && words.length > 0)
      cluster = clusters.find(
        (candidate) =>
          candidate.chatbotId === asked.chatbotId &&
          candidate.kind === asked.kind &&
          jaccard(candidate.words, words) >= SAME_QUESTION_SIMILARITY,
      );
    if (!cluster) {
      cluster = {
        chatbotId: asked.chatbotId,
        chatbotName: asked.chatbotName,
        kind: asked.kind,
        words: new Set(words),
        count: 0,
        wordings: new Map(),
        lastAskedAt: asked.askedAt,
      };
      clusters.push(cluster);
    }
    byKey.set(key, cluster);
    cluster.count += 1;
    if (asked.askedAt > cluster.lastAskedAt) cluster.lastAskedAt = asked.askedAt;
    const seen = cluster.wordings.get(wording);
    if (seen) {
      seen.count += 1;
      if (asked.askedAt > seen.lastAskedAt) seen.lastAskedAt = asked.askedAt;
    } else cluster.wordings.set(wording, { count: 1, lastAskedAt: asked.askedAt });
  }
  return clusters
    .sort((a, b) => b.count - a.count || b.lastAskedAt.localeCompare(a.lastAskedAt))
    .slice(0, ASSISTANT_GROUPS_MAX)
    .map(toGroup);
}

function toGroup(cluster: Cluster): QuestionGroup {
  // Most asked wording first, the most recent on a tie.
  const wordings = [...cluster.wordings].sort(
    ([, a], [, b]) => b.count - a.count || b.lastAskedAt.localeCompare(a.lastAskedAt),
  );
  const [headline, ...others] = wordings.map(([wording]) => wording);
  return {
    question: headline ?? '',
    count: cluster.count,
    kind: cluster.kind,
    examples: others.slice(0, ASSISTANT_EXAMPLES_MAX),
    last_asked_at: cluster.lastAskedAt,
    chatbot_id: cluster.chatbotId,
    chatbot_name: cluster.chatbotName,
  };
}

/** |a ∩ b| / |a ∪ b|. */
export function jaccard(a: ReadonlySet<string>, b: readonly string[]): number {
  let shared = 0;
  for (const word of b) if (a.has(word)) shared += 1;
  const union = a.size + b.length - shared;
  return union === 0 ? 0 : shared / union;
}
