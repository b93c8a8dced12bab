const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  y: 'ý',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
  Y: 'Ý',
};

/**
 * A text of the pseudo-locale: accented and 40 % longer, so a screen walked in it shows the
 * texts a translation would overflow or truncate (German and Spanish run that much longer than
 * French). Each word grows, as a translated word would: a sentence still wraps between words.
 * Only the words change: placeholders and plural choices are left to the ICU compiler, which
 * hands this function the literal parts.
 */
export function pseudoLocalize(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const accented = word.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);
    return `${accented}${'·'.repeat(Math.ceil(word.length * 0.4))}`;
  });
}
