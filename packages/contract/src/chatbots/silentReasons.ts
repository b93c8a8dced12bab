import { elementProblems } from '../flows/elementProblems';
import { flowElementSchema } from '../flows/flowElementSchemas';

/** A main block as stored: its category, its elements (stored JSON) and the GRIOT IA switch. */
export interface MainFlowState {
  category: 'welcome' | 'default' | 'commerce';
  flow: readonly unknown[];
  jarvis: boolean;
}

const FLOW_NAMES: Record<MainFlowState['category'], string> = {
  welcome: 'le flux de bienvenue',
  default: 'le flux par défaut',
  commerce: 'le flux commerce',
};

/**
 * Why a chatbot will leave some customers without an answer, in French (one reason per main flow,
 * to follow 'Ce chatbot ne répondra pas : '); empty when its main flows can all answer. The
 * welcome flow answers a customer's first message, so empty it means silence for everyone; the
 * default flow answers what the script does not expect, unless GRIOT IA does; the commerce flow
 * runs only when a flow leads to it, so only its incomplete elements count. An element is
 * incomplete by the flows' own rule (elementProblems: the engine never sends one); an element the
 * schema no longer reads is never sent either.
 */
export function silentReasons(blocks: readonly MainFlowState[]): string[] {
  const reasons: string[] = [];
  for (const category of ['welcome', 'default', 'commerce'] as const) {
    const block = blocks.find((candidate) => candidate.category === category);
    const name = FLOW_NAMES[category];
    const flow = block?.flow ?? [];
    if (flow.length === 0) {
      if (category === 'welcome') reasons.push(`${name} est vide.`);
      if (category === 'default' && !block?.jarvis)
        reasons.push(`${name} est vide, les messages hors scénario resteront sans réponse.`);
      continue;
    }
    const incomplete = flow.filter(isIncomplete).length;
    if (incomplete === 0) continue;
    if (incomplete === flow.length)
      reasons.push(`aucun élément du ${name.replace(/^le /, '')} n’est complet.`);
    else
      reasons.push(
        incomplete === 1
          ? `${name} a 1 élément incomplet, qui ne sera pas envoyé.`
          : `${name} a ${incomplete} éléments incomplets, qui ne seront pas envoyés.`,
      );
  }
  return reasons;
}

function isIncomplete(stored: unknown): boolean {
  const parsed = flowElementSchema.safeParse(stored);
  return !parsed.success || elementProblems(parsed.data).length > 0;
}
