import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { accountDocumentMessages } from '@griot/contract/account/documents/accountDocumentMessages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { findInvoice, invoiceDay } from './billingQueries';
import { renderInvoicePdf } from './invoicePdf';

/** GET /account/invoices/{id}/pdf: another account's invoice is a 404 like an unknown one. */
export const handleInvoicePdf = workspaceProcedures.account.invoicePdf.handler(async ({ input, context }) => {
  const user = context.session.user;
  const row = await findInvoice(context.db, context.workspace.id, input.id);
  if (!row) throw apiError(404, m.invoiceNotFound);
  const pdf = await renderInvoicePdf({
    number: row.invoice.number,
    issuedOn: invoiceDay(row.invoice.issuedAt),
    periodStart: row.invoice.periodStart,
    periodEnd: row.invoice.periodEnd,
    planName: row.planName,
    amountCents: row.invoice.amountCents,
    currency: row.invoice.currency,
    status: row.invoice.status,
    customer: { name: `${user.firstname} ${user.lastname}`.trim(), company: user.company, email: user.email },
  });
  const name = accountDocumentMessages.invoice.fileName({ number: row.invoice.number });
  return new File([new Uint8Array(pdf)], name, { type: 'application/pdf' });
});
