/** "Awa Ndiaye Diop" → firstname "Awa Ndiaye", lastname "Diop"; one word is a first name alone. */
export function splitFullName(name: string): { firstname: string; lastname: string } {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { firstname: words[0] ?? '', lastname: '' };
  return { firstname: words.slice(0, -1).join(' '), lastname: words.at(-1) ?? '' };
}
