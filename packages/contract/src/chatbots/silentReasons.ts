import { elementProblems } from '../flows/elementProblems';
import { flowElementSchema } from '../flows/flowElementSchemas';
import { messages } from '../messages';

/** A main block as stored: its category, its elements (stored JSON) and the GRIOT IA switch. */
export interface MainFlowState {
  category: 'welcome' | 'default' | 'commerce';
  flow: readonly unknown[];
  jarvis: boolean;
}

/**
 * Why a chatbot will leave some customers without an answer, in the caller's language (one reason per main flow,
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
    const flow = block?.flow ?? [];
    const says = messages.chatbots.silent;
    if (flow.length === 0) {
      if (category === 'welcome') reasons.push(says.welcomeEmpty);
      if (category === 'default' && !block?.jarvis) reasons.push(says.defaultEmpty);
      continue;
    }
    const incomplete = flow.filter(isIncomplete).length;
    if (incomplete === 0) continue;
    if (incomplete === flow.length) reasons.push(says.noneComplete({ flow: category }));
    else reasons.push(says.someIncomplete({ flow: category, count: incomplete }));
  }
  return reasons;
}

function isIncomplete(stored: unknown): boolean {
  const parsed = flowElementSchema.safeParse(stored);
  return !parsed.success || elementProblems(parsed.data).length > 0;
}
