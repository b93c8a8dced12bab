import { z } from 'zod';
import { messages } from '../messages';
import { elementEnvelope } from './elementEnvelope';
import { CONDITION_OPERATORS, FLOW_LIMITS as L } from './flowConstants';

const m = messages.flows;

/**
 * A block an element leads to: an idblock of the same chatbot or AGENT_REDIRECTION. Empty while the
 * editor has not chosen it yet (a draft: `elementGaps` says what is missing; the engine skips it).
 */
const blockTarget = z
  .string()
  .trim()
  .max(L.idblock, { error: () => m.unknownTargetShort });

/** One rule of a condition: a variable (declared, or a global), an operator and what it compares with. */
export const conditionRuleSchema = z.object({
  /** A declared variable's id, or a global's name (first_name, phone_number, order_amount…). */
  variable: z.string().trim().max(100),
  operator: z.enum(CONDITION_OPERATORS, { error: () => m.logic.operatorInvalid }),
  /**
   * A text for every operator but 'in' (which takes a list) and 'set' / 'empty' (which take none).
   * It may hold {{variables}}, filled in before the comparison.
   */
  value: z
    .union(
      [
        z.string().max(L.conditionValue, { error: () => m.logic.valueTooLong }),
        z
          .array(
            z
              .string()
              .trim()
              .max(L.conditionValue, { error: () => m.logic.valueTooLong }),
          )
          .max(L.conditionValues, { error: () => m.logic.tooManyValues }),
      ],
      {
        // A list past its length fails both options, and zod then says only "Invalid input" (in
        // English): name the list's own problem.
        error: (issue) =>
          Array.isArray(issue.input) && issue.input.length > L.conditionValues
            ? m.logic.tooManyValues
            : undefined,
      },
    )
    .optional(),
});
export type ConditionRule = z.infer<typeof conditionRuleSchema>;

/**
 * 'Condition': its rules joined by ET / OU; true → `true_block`; false → `false_block`, or the next
 * element when there is none.
 */
export const conditionElementSchema = z.object({
  ...elementEnvelope,
  type: z.literal('condition'),
  rules: z.array(conditionRuleSchema).max(L.conditionRules, { error: () => m.logic.tooManyRules }),
  join: z.enum(['and', 'or'], { error: () => m.logic.joinInvalid }).default('and'),
  true_block: blockTarget.default(''),
  false_block: blockTarget.optional(),
});

/** 'Test A/B': each end-user goes to one of 2-4 blocks by weight, always the same one. */
export const splitElementSchema = z.object({
  ...elementEnvelope,
  type: z.literal('split'),
  branches: z
    .array(
      z.object({
        block: blockTarget.default(''),
        weight: z
          .number({ error: () => m.logic.splitWeightPositive })
          .positive({ error: () => m.logic.splitWeightPositive })
          .max(L.splitWeightMax, { error: () => m.logic.splitWeightPositive }),
      }),
    )
    .min(L.splitBranchesMin, { error: () => m.logic.splitBranchCount })
    .max(L.splitBranchesMax, { error: () => m.logic.splitBranchCount }),
});

/**
 * Waits until a time of day (`at`, the workspace's time zone), after a number of days, or both
 * (`days` days later, at `at`); the end-user's message meanwhile cancels it when `cancel_on_reply`.
 */
export const waitUntilElementSchema = z.object({
  ...elementEnvelope,
  type: z.literal('wait_until'),
  at: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => m.logic.waitTimeInvalid })
    .optional(),
  days: z
    .number({ error: () => m.logic.waitDaysRange })
    .int({ error: () => m.logic.waitDaysRange })
    .min(0, { error: () => m.logic.waitDaysRange })
    .max(L.waitDaysMax, { error: () => m.logic.waitDaysRange })
    .optional(),
  cancel_on_reply: z.boolean().default(true),
});
