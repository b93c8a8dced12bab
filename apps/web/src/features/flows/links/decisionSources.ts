import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { splitShares } from '../elements/editors/logic/splitShares';
import { flowTexts } from '../flowTexts';

/**
 * What leads from this block's decisions to each target, in the language shown: « Condition : si
 * vrai », « Condition : sinon », « Test A/B 50 % ». Buttons, lists and redirections need no word:
 * their target is what the user chose by name. Keyed by target; several decisions may share one.
 */
export function decisionSources(flow: readonly FlowElement[]): Map<string, string[]> {
  const t = flowTexts.links;
  const sources = new Map<string, string[]>();
  const add = (target: string | undefined, label: string) => {
    if (!target) return;
    const labels = sources.get(target) ?? [];
    if (!labels.includes(label)) sources.set(target, [...labels, label]);
  };
  for (const element of flow) {
    if (element.type === 'condition') {
      add(element.true_block, t.conditionTrue);
      add(element.false_block, t.conditionFalse);
    } else if (element.type === 'split') {
      const shares = splitShares(element.branches.map((branch) => branch.weight));
      element.branches.forEach((branch, index) => {
        add(branch.block, t.split({ percent: shares[index] ?? 0 }));
      });
    }
  }
  return sources;
}
