import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { invoices, plans } from '@griot/db/schema/billing';
import { and, desc, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { renderInvoicePdf } from './invoicePdf';

const day = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10));

/** GET /account/billing: the account's plan and its invoices, newest first. */
export const handleBilling = authedProcedures.account.billing.handler(async ({ context }) => {
  const user = context.session.user;
  const [plan] = await context.db.select().from(plans).where(eq(plans.id, user.planId));
  if (!plan) throw new Error(`plan ${user.planId} of user ${user.id} is missing`);
  const rows = await context.db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, user.id))
    .orderBy(desc(invoices.issuedAt));
  return {
    success: true as const,
    plan: {
      id: plan.id,
      name: plan.name,
      price_cents: plan.priceCents,
      currency: plan.currency,
      interval: plan.billingInterval,
    },
    invoices: rows.map((row) => ({
      id: row.id,
      number: row.number,
      date: day(row.issuedAt),
      period_start: row.periodStart,
      period_end: row.periodEnd,
      amount_cents: row.amountCents,
      currency: row.currency,
      status: row.status,
    })),
  };
});

/** GET /account/invoices/{id}/pdf: another account's invoice is a 404 like an unknown one. */
export const handleInvoicePdf = authedProcedures.account.invoicePdf.handler(async ({ input, context }) => {
  const user = context.session.user;
  const [row] = await context.db
    .select({ invoice: invoices, planName: plans.name })
    .from(invoices)
    .innerJoin(plans, eq(plans.id, invoices.planId))
    .where(and(eq(invoices.id, input.id), eq(invoices.userId, user.id)));
  if (!row) throw apiError(404, m.invoiceNotFound);
  const pdf = await renderInvoicePdf({
    number: row.invoice.number,
    issuedOn: day(row.invoice.issuedAt),
    periodStart: row.invoice.periodStart,
    periodEnd: row.invoice.periodEnd,
    planName: row.planName,
    amountCents: row.invoice.amountCents,
    currency: row.invoice.currency,
    status: row.invoice.status,
    customer: { name: `${user.firstname} ${user.lastname}`.trim(), company: user.company, email: user.email },
  });
  return new File([new Uint8Array(pdf)], `facture-${row.invoice.number}.pdf`, { type: 'application/pdf' });
});
