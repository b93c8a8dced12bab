import { campaignPlanMessages as m } from '@griot/contract/campaigns/plans/campaignPlanMessages';
import { apiError } from '../../../api/apiError';
import { workspaceProcedures } from '../../../api/procedures';

const notYet = () => {
  // Placeholder while the handlers are written (same commit series).
  throw apiError(503, m.campaignUnknown);
};

/** The handlers of campaignPlansContract (issue 24), shaped like it. */
export const campaignPlansRouter = {
  create: workspaceProcedures.campaignPlans.create.handler(notYet),
  list: workspaceProcedures.campaignPlans.list.handler(notYet),
  get: workspaceProcedures.campaignPlans.get.handler(notYet),
  update: workspaceProcedures.campaignPlans.update.handler(notYet),
  cancel: workspaceProcedures.campaignPlans.cancel.handler(notYet),
  pickWinner: workspaceProcedures.campaignPlans.pickWinner.handler(notYet),
  settings: workspaceProcedures.campaignPlans.settings.handler(notYet),
  saveSettings: workspaceProcedures.campaignPlans.saveSettings.handler(notYet),
};
