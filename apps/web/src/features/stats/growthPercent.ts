/**
 * The home chart's growth figure: how far the top chatbot's discussions stand above
 * the mean of the others, as a rounded percent. Null when there is nothing to compare with (fewer
 * than two chatbots) or when the others have no discussion at all, since any lead over zero would
 * be an infinite percent.
 */
export function growthPercent(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const top = Math.max(...values);
  const others = [...values];
  // The top chatbot is taken out once, so that a tie with it still counts among the others.
  others.splice(others.indexOf(top), 1);
  const mean = others.reduce((sum, value) => sum + value, 0) / others.length;
  if (mean === 0) return null;
  // Adding 0 turns a rounded -0 into 0.
  return Math.round(((top - mean) / mean) * 100) + 0;
}
