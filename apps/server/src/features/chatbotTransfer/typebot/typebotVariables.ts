import type { VariableType } from '@griot/contract/flows/flowConstants';
import { GLOBAL_VARIABLES } from '@griot/contract/flows/flowConstants';
import { type Loose, list, text } from './typebotValues';

/** Typebot's variables (an id, a free name) as Griot's declared ones (an id of [A-Za-z0-9_], a name). */
export class TypebotVariables {
  private readonly ids = new Map<string, string>();
  private readonly byName = new Map<string, string>();
  private readonly names = new Map<string, string>();
  private readonly numeric = new Set<string>();

  constructor(typebot: Loose) {
    const taken = new Set<string>(GLOBAL_VARIABLES);
    for (const variable of list(typebot.variables)) {
      const typebotId = text(variable.id);
      const name = text(variable.name) || typebotId;
      if (!typebotId || this.ids.has(typebotId)) continue;
      const base =
        name
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/[^A-Za-z0-9_]+/g, '_')
          .replace(/^_+|_+$/g, '')
          .slice(0, 44) || 'variable';
      let id = base;
      for (let suffix = 2; taken.has(id); suffix += 1) id = `${base}_${suffix}`;
      taken.add(id);
      this.ids.set(typebotId, id);
      this.byName.set(name, id);
      this.names.set(id, name);
    }
  }

  /** Griot's id of a Typebot variable id ('' for none or an unknown one). */
  id(typebotId: unknown): string {
    return this.ids.get(text(typebotId)) ?? '';
  }

  /** Marks a variable as holding numbers (a number input, a comparison of order). */
  holdsNumbers(id: string): void {
    if (id) this.numeric.add(id);
  }

  /** A text with Typebot's `{{Variable name}}` written as Griot's `{{id}}`. */
  rewrite(value: string): string {
    return value.replace(/\{\{([^{}]+)\}\}/g, (whole, name: string) => {
      const id = this.byName.get(name.trim());
      return id ? `{{${id}}}` : whole;
    });
  }

  declarations(): { id: string; slug: string; type: VariableType }[] {
    return [...this.names].map(([id, name]) => ({
      id,
      slug: name.slice(0, 100),
      type: this.numeric.has(id) ? 'number' : 'text',
    }));
  }
}
