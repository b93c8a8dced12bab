/**
 * Tidies a prompt for reading: no trailing spaces, one blank line before each heading, at most
 * one blank line anywhere, list markers normalised to "- ".
 */
export function formatPrompt(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, '').replace(/^(\s*)[*•]\s+/, '$1- '))
    .join('\n')
    .replace(/([^\n])\n(#{1,6} )/g, '$1\n\n$2')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
