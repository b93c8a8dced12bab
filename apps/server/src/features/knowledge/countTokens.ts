/**
 * gpt-tokenizer's tables take about 60 MB once loaded: they are loaded the first time tokens are
 * counted (the knowledge screen, an assistant's answer), not when the server starts.
 */
let tokenizer: Promise<typeof import('gpt-tokenizer')> | undefined;

/** Tokens of `text` as OpenAI's current models count them. */
export async function countTokens(text: string): Promise<number> {
  tokenizer ??= import('gpt-tokenizer');
  return (await tokenizer).countTokens(text);
}
