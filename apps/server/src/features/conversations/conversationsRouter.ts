import { handleWebChatSend, handleWebChatStart } from '../../channels/web/handleWebChat';
import { handleAgentReply, handleHandBack, handleRetryMessage, handleTakeOver } from './handleAgentActions';
import { handleListConversations, handleMarkRead, handleTranscript } from './handleConversationReads';
import { handleStartSimulator } from './handleStartSimulator';
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
