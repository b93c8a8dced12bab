import { workspaceProcedures } from '../../api/procedures';
import { invoiceDay, loadBilling } from './billingQueries';

/** GET /account/billing: the workspace's plan and its invoices, newest first. */
export const handleBilling = workspaceProcedures.account.billing.handler(async ({ context }) => {
  const { plan, invoices } = await loadBilling(context.db, context.workspace.id);
  return {
    success: true as const,
    plan: {
      id: plan.id,
      name: plan.name,
      price_cents: plan.priceCents,
      currency: plan.currency,
      interval: plan.billingInterval,
    },
    invoices: invoices.map((row) => ({
      id: row.id,
      number: row.number,
      date: invoiceDay(row.issuedAt),
      period_start: row.periodStart,
      period_end: row.periodEnd,
      amount_cents: row.amountCents,
      currency: row.currency,
      status: row.status,
    })),
  };
});
