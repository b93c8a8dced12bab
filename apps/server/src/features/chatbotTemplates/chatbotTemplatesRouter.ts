import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';

// i18n-exempt: FOUNDATION ONLY, replaced by the templates helper within this session.
const notYet = () => apiError(501, 'not yet');
export const chatbotTemplatesRouter = {
  templates: workspaceProcedures.chatbotTransfer.templates.handler(async () => {
    throw notYet();
  }),
  fromTemplate: workspaceProcedures.chatbotTransfer.fromTemplate.handler(async () => {
    throw notYet();
  }),
};
