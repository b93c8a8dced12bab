import { parseArgs } from 'node:util';
import { emailSchema } from '@griot/contract/auth/authSchemas';
import { checkFullPhone } from '@griot/contract/auth/phoneRules';
import { PASSWORD_MIN_LENGTH } from '@griot/contract/constants';
import { createAccount } from '../features/auth/createAccount';
import type { AdminServices } from './openAdminServices';

export const createUserUsage = `create-user --email E --password P --name "Prénom Nom" [--phone +221771234567 --country SN] [--company C] [--provider]`;

/** Creates an account that can log in at once. */
export async function createUserCommand(args: string[], { database }: AdminServices): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      phone: { type: 'string' },
      country: { type: 'string' },
      company: { type: 'string' },
      provider: { type: 'boolean', default: false },
    },
  });
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new Error(`--email : ${email.error.issues[0]?.message}`);
  if (!values.password || values.password.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`--password : au moins ${PASSWORD_MIN_LENGTH} caractères`);
  }
  const [firstname = '', ...rest] = (values.name ?? '').trim().split(/\s+/);
  if (!firstname) throw new Error('--name : le nom est requis');

  let tel: string | null = null;
  const country = values.country?.toUpperCase() ?? null;
  if (values.phone) {
    const phone = checkFullPhone(country ?? 'SN', values.phone);
    if (!phone.ok) throw new Error(`--phone : ${phone.message}`);
    tel = phone.e164;
  }
  const user = await createAccount(database.db, {
    firstname,
    lastname: rest.join(' '),
    company: values.company ?? '',
    email: email.data,
    tel,
    country: values.phone ? (country ?? 'SN') : country,
    userType: values.provider ? 'provider' : 'personal',
    password: values.password,
  });
  console.log(`Compte créé : ${user.email} (id ${user.id}). Il peut se connecter dès maintenant.`);
}
