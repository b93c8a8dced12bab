import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';

const notYet = () => {
  throw apiError(503, 'Bientôt disponible');
};

/** The handlers of whatsappTemplatesContract (issue 24), shaped like it. */
export const whatsappTemplatesRouter = {
  list: workspaceProcedures.whatsappTemplates.list.handler(notYet),
  create: workspaceProcedures.whatsappTemplates.create.handler(notYet),
  update: workspaceProcedures.whatsappTemplates.update.handler(notYet),
  remove: workspaceProcedures.whatsappTemplates.remove.handler(notYet),
};
