import { flowTexts } from '../flowTexts';

const LABELS: Record<string, string> = {
  starter: flowTexts.mainLabels.welcome,
  default_block: flowTexts.mainLabels.default,
  commerce_point: flowTexts.mainLabels.commerce,
};

/** The type shown on an inbound badge; anything else is a 'Bloc Standard'. */
export function sourceTypeLabel(type: string): string {
  return LABELS[type] ?? flowTexts.links.standardBlock;
}
