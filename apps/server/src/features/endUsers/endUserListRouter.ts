import { handleChatbotKpis } from './handleChatbotKpis';
import { handleListEndUsers } from './handleListEndUsers';
import { handleListEndUserTags } from './handleListEndUserTags';

export const endUserListRouter = {
  list: handleListEndUsers,
  tags: handleListEndUserTags,
  kpis: handleChatbotKpis,
};
