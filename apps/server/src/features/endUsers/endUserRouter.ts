import { handleGetEndUser } from './handleGetEndUser';
import { handleUpdateEndUser } from './handleUpdateEndUser';

export const endUserRouter = { detail: handleGetEndUser, update: handleUpdateEndUser };
