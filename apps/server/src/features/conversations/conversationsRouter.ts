import { handleWebChatSend, handleWebChatStart } from '../../channels/web/handleWebChat';
import { handleAgentReply } from './handleAgentReply';
import { handleHandBack } from './handleHandBack';
import { handleListConversations } from './handleListConversations';
import { handleMarkRead } from './handleMarkRead';
import { handleRetryMessage } from './handleRetryMessage';
import { handleStartSimulator } from './handleStartSimulator';
import { handleTakeOver } from './handleTakeOver';
import { handleTranscript } from './handleTranscript';
import { handleWebChatHistory } from './handleWebChatHistory';

export const conversationsRouter = {
  list: handleListConversations,
  transcript: handleTranscript,
  markRead: handleMarkRead,
  reply: handleAgentReply,
  takeOver: handleTakeOver,
  handBack: handleHandBack,
  retry: handleRetryMessage,
  startSimulator: handleStartSimulator,
  webChatStart: handleWebChatStart,
  webChatSend: handleWebChatSend,
  webChatHistory: handleWebChatHistory,
};
