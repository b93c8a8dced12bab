import { authRouter } from '../features/auth/authRouter';
import { chatbotsRouter } from '../features/chatbots/chatbotsRouter';
import { handleShopHandoff } from '../features/ecommerce/handleShopHandoff';
import { handleGetStats } from '../features/stats/handleGetStats';
import { publicProcedures } from './procedures';

/** Every feature's handlers, shaped like the contract. */
export const router = publicProcedures.router({
  auth: authRouter,
  chatbots: chatbotsRouter,
  stats: { global: handleGetStats },
  ecommerce: { handoff: handleShopHandoff },
});
