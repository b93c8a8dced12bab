import { duplicateChoiceTitle } from './duplicateChoiceTitle';
import { flowSchema } from './flowElementSchemas';

/**
 * What a save accepts: `flowSchema`, and no element offering two options of the same title. Stored
 * flows are read with `flowSchema` alone, so an older element with repeated titles still opens in
 * the editor (marked there) instead of vanishing.
 */
export const savedFlowSchema = flowSchema.superRefine((flow, context) => {
  flow.forEach((element, index) => {
    const duplicate = duplicateChoiceTitle(element);
    if (duplicate)
      context.addIssue({ code: 'custom', message: duplicate.message, path: [index, ...duplicate.path] });
  });
});
