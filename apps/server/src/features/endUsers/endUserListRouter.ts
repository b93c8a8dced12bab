import { handleChatbotKpis } from './handleChatbotKpis';
import { handleListEndUsers } from './handleListEndUsers';

export const endUserListRouter = { list: handleListEndUsers, kpis: handleChatbotKpis };
