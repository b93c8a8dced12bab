/**
 * Decimals and file sizes as French writes them ('24,1 Ko', '0,251'), on the server's messages and
 * the screens alike: `toFixed` writes a decimal point and the units were English ('24.1 KB').
 */
const decimals = new Map<number, Intl.NumberFormat>();

/** `value` with exactly `fractionDigits` decimals: 0.25123 → '0,251'; plain spaces between thousands. */
export function frenchDecimal(value: number, fractionDigits: number): string {
  let format = decimals.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    decimals.set(fractionDigits, format);
  }
  // Intl's fr-FR groups with a narrow no-break space, which texts and searches do not expect.
  return format.format(value).replace(/[\u202F\u00A0]/g, ' ');
}

const UNITS = ['o', 'Ko', 'Mo', 'Go'];

/** A size in 1024 steps with one decimal, in French units: 24 678 → '24,1 Ko'. */
export function frenchFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${frenchDecimal(value, 1)} ${UNITS[unit]}`;
}
