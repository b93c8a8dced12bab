import { handleCreateTemplate } from './handleCreateTemplate';
import { handleListTemplates } from './handleListTemplates';
import { handleRemoveTemplate } from './handleRemoveTemplate';
import { handleUpdateTemplate } from './handleUpdateTemplate';

/** The handlers of whatsappTemplatesContract (issue 24), shaped like it. */
export const whatsappTemplatesRouter = {
  list: handleListTemplates,
  create: handleCreateTemplate,
  update: handleUpdateTemplate,
  remove: handleRemoveTemplate,
};
