import { handleCloneChatbot } from './handleCloneChatbot';
import { handleConnectTelegram } from './handleConnectTelegram';
import { handleCreateChatbot } from './handleCreateChatbot';
import { handleDeleteChatbot } from './handleDeleteChatbot';
import { handleGetChatbot, handleGetChatbotAsList, handleGetChatbotForEditor } from './handleGetChatbot';
import { handleListChatbots } from './handleListChatbots';
import { handleRevealAccessToken } from './handleRevealAccessToken';
import { handleUpdateChatbot, handleUpdateChatbotEase } from './handleUpdateChatbot';
import { handleUploadAvatar } from './handleUploadAvatar';

export const chatbotsRouter = {
  list: handleListChatbots,
  get: handleGetChatbot,
  getForEditor: handleGetChatbotForEditor,
  getAsList: handleGetChatbotAsList,
  create: handleCreateChatbot,
  update: handleUpdateChatbot,
  updateEase: handleUpdateChatbotEase,
  uploadAvatar: handleUploadAvatar,
  remove: handleDeleteChatbot,
  clone: handleCloneChatbot,
  revealAccessToken: handleRevealAccessToken,
  connectTelegram: handleConnectTelegram,
};
