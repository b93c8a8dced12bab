import { handleChatbotKpis } from './handleChatbotKpis';
import { handleListSubscribers } from './handleListSubscribers';

export const subscribersRouter = { list: handleListSubscribers, kpis: handleChatbotKpis };
