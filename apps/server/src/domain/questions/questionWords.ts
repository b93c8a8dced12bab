// i18n-exempt-file: stop-word lists that filter questions, not texts a user reads
/**
 * The words that carry a question's meaning, shared by GRIOT IA's confidence (the share of them
 * the passages hold) and the analytics' grouping of unanswered questions (the same question asked
 * differently). Case and accents folded, punctuation dropped, French and English stop words dropped,
 * a final plural 's' / 'x' removed: a poor man's stemming, enough for short questions.
 */

/** French and English words too common to tell two questions apart. */
const STOP_WORDS = new Set(
  [
    // French
    'a au aux avec ce ces cet cette ci comment combien d de des du donc elle elles en es est et etes eu il ils',
    'j je l la le les leur leurs lui m ma mais me mes moi mon n ne ni nos notre nous on ou par pas peut peux',
    'pour puis qu quand que quel quelle quelles quels qui s sa sans se ses si son sont sur t ta te tes toi',
    'ton tu un une vos votre vous y ya svp stp merci bonjour bonsoir salut oui non est-ce estce faire fait',
    'ai as avez avons ont suis sommes etre avoir dois doit pouvez pourriez voudrais veux voulez quoi ou',
    // English
    'a an and are as at be by can could do does for from have how i if in is it me my of on or our please',
    'should so that the their them there they this to us was we what when where which who why will with',
    'would you your hello hi thanks thank yes no',
  ]
    .join(' ')
    .split(' '),
);

/** Lowercase, accents removed, anything but letters and digits turned into spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The question's significant words, in order, each once. */
export function questionWords(text: string): string[] {
  const words = new Set<string>();
  for (const raw of foldText(text).split(' ')) {
    if (raw === '' || STOP_WORDS.has(raw)) continue;
    const word = raw.length > 3 ? raw.replace(/[sx]$/, '') : raw;
    if (word.length >= 2 || /\d/.test(word)) words.add(word);
  }
  return [...words];
}

/**
 * How sure an answer built from `passages` is, 0 to 1: the share of the question's significant
 * words found among the passages' words. Neither the local answerer nor the models give a score,
 * and the retrieval's ranks (ts_rank, or a fused rank) are not comparable from one question to the
 * next; this share is. A question with no significant word ('ok ?') counts as fully covered.
 */
export function answerConfidence(question: string, passages: readonly string[]): number {
  const words = questionWords(question);
  if (words.length === 0) return passages.length > 0 ? 1 : 0;
  const found = new Set(passages.flatMap((passage) => questionWords(passage)));
  const covered = words.filter((word) => found.has(word)).length;
  return Math.round((covered / words.length) * 1000) / 1000;
}
