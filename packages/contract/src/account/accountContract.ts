import { oc } from '@orpc/contract';
import { z } from 'zod';
import { sessionUserSchema } from '../auth/authSchemas';
import { accountMessages as m } from './accountMessages';
import {
  accountDeletionInput,
  accountSessionSchema,
  accountSettingsSchema,
  invoiceSchema,
  passwordChangeInput,
  planSchema,
  profileSchema,
  profileUpdateInput,
  twoFactorCodeInput,
  twoFactorDisableInput,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from './accountSchemas';

const tags = ['Compte'];
const done = z.object({ success: z.literal(true), message: z.string() });

/**
 * The profile and account settings. The first web client kept them in the browser only; in Griot
 * they live on the server, under calls of our own.
 */
export const accountContract = {
  profile: oc
    .route({
      method: 'GET',
      path: '/account/profile',
      tags,
      summary: 'Profil, statistiques et activité récente',
    })
    .output(z.object({ success: z.literal(true), profile: profileSchema })),
  updateProfile: oc
    .route({ method: 'PUT', path: '/account/profile', tags, summary: 'Modifier le profil' })
    .input(profileUpdateInput)
    .output(done.extend({ profile: profileSchema, user: sessionUserSchema })),
  avatar: oc
    .route({ method: 'POST', path: '/account/avatar', tags, summary: 'Photo de profil (JPG ou PNG, 5 Mo)' })
    .input(z.object({ avatar: z.file() }))
    .output(done.extend({ profile_picture: z.string(), user: sessionUserSchema })),
  settings: oc
    .route({ method: 'GET', path: '/account/settings', tags, summary: 'Paramètres du compte' })
    .output(z.object({ success: z.literal(true), settings: accountSettingsSchema })),
  updateSettings: oc
    .route({ method: 'PUT', path: '/account/settings', tags, summary: 'Enregistrer les paramètres' })
    .input(accountSettingsSchema)
    .output(done.extend({ settings: accountSettingsSchema })),
  sessions: oc
    .route({ method: 'GET', path: '/account/sessions', tags, summary: 'Sessions actives' })
    .output(z.object({ success: z.literal(true), sessions: z.array(accountSessionSchema) })),
  revokeSession: oc
    .route({ method: 'DELETE', path: '/account/sessions/{id}', tags, summary: 'Déconnecter une session' })
    .input(z.object({ id: z.string().uuid({ error: () => m.sessionNotFound }) }))
    .output(done),
  revokeOtherSessions: oc
    .route({
      method: 'DELETE',
      path: '/account/sessions',
      tags,
      summary: 'Déconnecter toutes les autres sessions',
    })
    .output(done.extend({ revoked: z.number().int() })),
  billing: oc
    .route({ method: 'GET', path: '/account/billing', tags, summary: 'Offre et factures' })
    .output(z.object({ success: z.literal(true), plan: planSchema, invoices: z.array(invoiceSchema) })),
  invoicePdf: oc
    .route({ method: 'GET', path: '/account/invoices/{id}/pdf', tags, summary: 'Facture au format PDF' })
    .input(z.object({ id: z.string().uuid({ error: () => m.invoiceNotFound }) }))
    .output(z.file()),
  exportData: oc
    .route({
      method: 'GET',
      path: '/account/export',
      tags,
      summary: 'Export des données du compte (ZIP de fichiers JSON)',
    })
    .output(z.file()),
  deleteAccount: oc
    .route({ method: 'DELETE', path: '/account', tags, summary: 'Supprimer le compte et toutes ses données' })
    .input(accountDeletionInput)
    .output(done),
  changePassword: oc
    .route({ method: 'POST', path: '/account/password', tags, summary: 'Changer le mot de passe' })
    .input(passwordChangeInput)
    .output(done),
  twoFactorStatus: oc
    .route({ method: 'GET', path: '/account/2fa', tags, summary: 'État de la double authentification' })
    .output(z.object({ success: z.literal(true), two_factor: twoFactorStatusSchema })),
  twoFactorSetup: oc
    .route({
      method: 'POST',
      path: '/account/2fa/setup',
      tags,
      summary: 'Double authentification : nouveau secret et QR code à scanner',
    })
    .output(z.object({ success: z.literal(true), setup: twoFactorSetupSchema })),
  twoFactorEnable: oc
    .route({
      method: 'POST',
      path: '/account/2fa/enable',
      tags,
      summary: 'Double authentification : confirmer par un premier code (codes de secours montrés une fois)',
    })
    .input(twoFactorCodeInput)
    .output(done.extend({ recovery_codes: z.array(z.string()) })),
  twoFactorRecoveryCodes: oc
    .route({
      method: 'POST',
      path: '/account/2fa/recovery-codes',
      tags,
      summary: 'Double authentification : remplacer les codes de secours',
    })
    .input(twoFactorCodeInput)
    .output(done.extend({ recovery_codes: z.array(z.string()) })),
  twoFactorDisable: oc
    .route({
      method: 'POST',
      path: '/account/2fa/disable',
      tags,
      summary: 'Double authentification : désactiver (mot de passe et code)',
    })
    .input(twoFactorDisableInput)
    .output(done),
};
