const frenchNumber = new Intl.NumberFormat('fr-FR');

/**
 * A number as the spec shows it: French digits with a plain space between thousands (seed 000 §9).
 * Intl's fr-FR output uses a narrow no-break space (or a no-break space on older ICU data), which
 * the spec and text searches in tests do not expect.
 */
export function formatNumber(value: number): string {
  return frenchNumber.format(value).replace(/[\u202F\u00A0]/g, ' ');
}
