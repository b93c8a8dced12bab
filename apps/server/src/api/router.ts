import { authRouter } from '../features/auth/authRouter';
import { publicProcedures } from './procedures';

/** Every feature's handlers, shaped like the contract. */
export const router = publicProcedures.router({
  auth: authRouter,
});
