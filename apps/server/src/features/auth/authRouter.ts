import { handleForgotPassword } from './handleForgotPassword';
import { handleGetCurrentUser } from './handleGetCurrentUser';
import { handleIssueCaptcha } from './handleIssueCaptcha';
import { handleLogin } from './handleLogin';
import { handleLogout } from './handleLogout';
import { handleRegisterCheck } from './handleRegisterCheck';
import { handleRegisterFinal } from './handleRegisterFinal';
import { handleResetPassword } from './handleResetPassword';

export const authRouter = {
  login: handleLogin,
  registerCheck: handleRegisterCheck,
  registerFinal: handleRegisterFinal,
  captcha: handleIssueCaptcha,
  forgotPassword: handleForgotPassword,
  resetPassword: handleResetPassword,
  logout: handleLogout,
  me: handleGetCurrentUser,
};
