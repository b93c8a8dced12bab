import { waitForMail } from '../../../server/src/test/outbox';

/** The reset link of the last mail the server wrote to its outbox for `email`. */
export async function resetLinkFor(email: string): Promise<string> {
  const outboxDir = `${process.env.E2E_DATA_DIR}/outbox`;
  const mail = await waitForMail(outboxDir, email, 10_000);
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in the mail to ${email}`);
  return link;
}
