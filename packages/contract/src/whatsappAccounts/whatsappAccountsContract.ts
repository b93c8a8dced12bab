import { oc } from '@orpc/contract';
import { z } from 'zod';
import {
  accountHealthSchema,
  chatbotLinkInput,
  checkCodeInput,
  createWhatsAppAccountInput,
  sendCodeInput,
  signupConfigSchema,
  updateWhatsAppAccountInput,
  wabaNumberSchema,
  whatsappAccountIdSchema,
  whatsappAccountSchema,
} from './whatsappAccountSchemas';

const tags = ['Comptes WhatsApp'];
const done = z.object({ success: z.literal(true), message: z.string() });
const oneAccount = done.extend({ account: whatsappAccountSchema });

/**
 * The WhatsApp accounts calls: list, create, update, delete, the verification code sent and
 * checked, a chatbot associated and dissociated, plus the signup settings and the health check.
 */
export const whatsappAccountsContract = {
  list: oc
    .route({ method: 'GET', path: '/strong/whatsapp/accounts', tags, summary: 'Comptes WhatsApp du compte' })
    .output(z.array(whatsappAccountSchema)),
  signupConfig: oc
    .route({
      method: 'GET',
      path: '/strong/whatsapp/signup/config',
      tags,
      summary: "Réglages de l'inscription intégrée (Embedded Signup) : app, configurations, simulateur",
    })
    .output(z.object({ success: z.literal(true), config: signupConfigSchema })),
  create: oc
    .route({
      method: 'POST',
      path: '/strong/create/whatsapp/account',
      tags,
      summary: 'Ajoute un compte : échange du code, numéro, abonnement de l’app, enregistrement',
    })
    .input(createWhatsAppAccountInput)
    .output(oneAccount.extend({ phone_numbers: z.array(wabaNumberSchema) })),
  update: oc
    .route({
      method: 'PUT',
      path: '/strong/whatsapp/accounts/{id}',
      tags,
      summary: 'Modifie la description ou choisit le numéro parmi ceux du WABA',
    })
    .input(updateWhatsAppAccountInput)
    .output(oneAccount),
  remove: oc
    .route({ method: 'DELETE', path: '/strong/whatsapp/accounts/{id}', tags, summary: 'Supprime un compte' })
    .input(z.object({ id: whatsappAccountIdSchema }))
    .output(done),
  sendCode: oc
    .route({
      method: 'POST',
      path: '/strong/send/code',
      tags,
      summary: 'Envoie le code de vérification (SMS, appel vocal en secours)',
    })
    .input(sendCodeInput)
    .output(done.extend({ code_method: z.enum(['SMS', 'VOICE']) })),
  checkCode: oc
    .route({ method: 'POST', path: '/strong/check/code', tags, summary: 'Vérifie le code reçu' })
    .input(checkCodeInput)
    .output(oneAccount),
  associate: oc
    .route({
      method: 'POST',
      path: '/strong/setup/association/chatbot',
      tags,
      summary: 'Associe un compte vérifié à un chatbot WhatsApp',
    })
    .input(chatbotLinkInput)
    .output(oneAccount),
  dissociate: oc
    .route({
      method: 'POST',
      path: '/strong/setup/dissociation/chatbot',
      tags,
      summary: 'Dissocie le chatbot du numéro (réversible)',
    })
    .input(chatbotLinkInput)
    .output(oneAccount),
  health: oc
    .route({
      method: 'POST',
      path: '/strong/whatsapp/accounts/{id}/health',
      tags,
      summary: 'Revérifie chaque étape de la mise en service du numéro',
    })
    .input(z.object({ id: whatsappAccountIdSchema }))
    .output(done.extend({ health: accountHealthSchema })),
};
