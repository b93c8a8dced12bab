import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';

// i18n-exempt: FOUNDATION ONLY, replaced by the transfer helper within this session.
const notYet = () => apiError(501, 'not yet');
export const chatbotTransferRouter = {
  export: workspaceProcedures.chatbotTransfer.export.handler(async () => {
    throw notYet();
  }),
  import: workspaceProcedures.chatbotTransfer.import.handler(async () => {
    throw notYet();
  }),
};
