import { oc } from '@orpc/contract';
import { z } from 'zod';
import {
  captchaOutput,
  currentUserOutput,
  forgotPasswordInput,
  loginInput,
  loginOutput,
  registrationCheckInput,
  registrationFinalInput,
  registrationFinalOutput,
  resetPasswordInput,
  successMessageOutput,
} from './authSchemas';

const tags = ['Authentification'];

/**
 * The authentication calls: login, registration in two steps (the identity checked, then the
 * account created), password reset (asked, then confirmed), plus the captcha, logout and
 * current-user calls they need.
 */
export const authContract = {
  login: oc
    .route({ method: 'POST', path: '/verify/user', tags, summary: 'Connexion par email et mot de passe' })
    .input(loginInput)
    .output(loginOutput),
  registerCheck: oc
    .route({
      method: 'POST',
      path: '/strong/register/checking',
      tags,
      summary: 'Inscription, phase 1 : vérification',
    })
    .input(registrationCheckInput)
    .output(successMessageOutput),
  registerFinal: oc
    .route({
      method: 'POST',
      path: '/strong/register/final',
      tags,
      summary: 'Inscription, phase 2 : création du compte',
    })
    .input(registrationFinalInput)
    .output(registrationFinalOutput),
  captcha: oc
    .route({
      method: 'POST',
      path: '/strong/captcha',
      tags,
      summary: 'Nouveau captcha (usage unique, 10 minutes)',
    })
    .input(z.object({}).optional())
    .output(captchaOutput),
  forgotPassword: oc
    .route({
      method: 'POST',
      path: '/strong/auth/reset-password',
      tags,
      summary: 'Demande de lien de réinitialisation',
    })
    .input(forgotPasswordInput)
    .output(successMessageOutput),
  resetPassword: oc
    .route({
      method: 'POST',
      path: '/strong/auth/reset-password-confirm',
      tags,
      summary: 'Nouveau mot de passe depuis le lien reçu',
    })
    .input(resetPasswordInput)
    .output(successMessageOutput),
  logout: oc
    .route({ method: 'POST', path: '/strong/auth/logout', tags, summary: 'Déconnexion (révoque la session)' })
    .input(z.object({}).optional())
    .output(successMessageOutput),
  me: oc
    .route({ method: 'GET', path: '/strong/auth/me', tags, summary: 'Utilisateur de la session courante' })
    .output(currentUserOutput),
};
