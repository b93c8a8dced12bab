import { handleCreateFromTemplate } from './handleCreateFromTemplate';
import { handleListTemplates } from './handleListTemplates';

/** The starter templates ('Partir d'un modèle'): their list, and a chatbot made from one. */
export const chatbotTemplatesRouter = {
  templates: handleListTemplates,
  fromTemplate: handleCreateFromTemplate,
};
