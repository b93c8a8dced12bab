import { z } from 'zod';
import { GLOBAL_VARIABLES, VARIABLE_TYPES } from '../flows/flowConstants';
import { messages } from '../messages';

const m = messages.variables;

export const variableDeclarationInputSchema = z.object({
  id: z
    .string({ error: () => m.idRequired })
    .trim()
    .min(1, { error: () => m.idRequired })
    .regex(/^[A-Za-z0-9_]{1,50}$/, { error: () => m.idInvalid })
    .refine((id) => !(GLOBAL_VARIABLES as readonly string[]).includes(id), { error: () => m.globalReserved }),
  slug: z
    .string({ error: () => m.slugRequired })
    .trim()
    .min(1, { error: () => m.slugRequired })
    .max(100),
  type: z.enum(VARIABLE_TYPES, { error: () => m.typeRequired }),
});

/** The variables screen's rules: required fields, the four types, unique ids. */
export const variableDeclarationsSchema = z
  .array(variableDeclarationInputSchema)
  .max(200)
  .superRefine((variables, context) => {
    const seen = new Set<string>();
    variables.forEach((variable, index) => {
      if (seen.has(variable.id))
        context.addIssue({ code: 'custom', path: [index, 'id'], message: m.idTaken });
      seen.add(variable.id);
    });
  });

/** A variable as the editor lists it: declared ones ('chatbot') and built-in ones ('global'). */
export const variableSchema = z.object({ id: z.string(), slug: z.string(), type: z.string() });
