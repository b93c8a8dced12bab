import type { Database } from '@griot/db/openDatabase';
import { invoices, plans } from '@griot/db/schema/billing';
import { and, desc, eq } from 'drizzle-orm';

/** A date column as the screens show it: YYYY-MM-DD. */
export const invoiceDay = (value: string | Date) =>
  typeof value === 'string' ? value : value.toISOString().slice(0, 10);

/** The account's plan (it always has one: a missing plan is a broken database) and its invoices, newest first. */
export async function loadBilling(db: Database, user: { id: string; planId: string }) {
  const [plan] = await db.select().from(plans).where(eq(plans.id, user.planId));
  if (!plan) throw new Error(`plan ${user.planId} of user ${user.id} is missing`);
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, user.id))
    .orderBy(desc(invoices.issuedAt));
  return { plan, invoices: rows };
}

/** One of the account's invoices with its plan's name; undefined for another account's or an unknown id. */
export async function findInvoice(db: Database, userId: string, invoiceId: string) {
  const [row] = await db
    .select({ invoice: invoices, planName: plans.name })
    .from(invoices)
    .innerJoin(plans, eq(plans.id, invoices.planId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  return row;
}
