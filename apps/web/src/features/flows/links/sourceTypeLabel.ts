import { flowTexts } from '../flowTexts';

/** The type shown on an inbound badge, in the language shown; anything else is a 'Bloc Standard'. */
export function sourceTypeLabel(type: string): string {
  if (type === 'starter') return flowTexts.mainLabels.welcome;
  if (type === 'default_block') return flowTexts.mainLabels.default;
  if (type === 'commerce_point') return flowTexts.mainLabels.commerce;
  return flowTexts.links.standardBlock;
}
