import type { Database } from '@griot/db/openDatabase';
import { invoices, plans } from '@griot/db/schema/billing';
import { workspaces } from '@griot/db/schema/workspaces';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';

/** A date column as the screens show it: YYYY-MM-DD. */
export const invoiceDay = (value: string | Date) =>
  typeof value === 'string' ? value : value.toISOString().slice(0, 10);

/** The workspace's plan (it always has one: a missing plan is a broken database) and its invoices, newest first. */
export async function loadBilling(db: Database, workspaceId: string) {
  const [plan] = await db
    .select(getTableColumns(plans))
    .from(workspaces)
    .innerJoin(plans, eq(plans.id, workspaces.planId))
    .where(eq(workspaces.id, workspaceId));
  if (!plan) throw new Error(`the plan of workspace ${workspaceId} is missing`);
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.workspaceId, workspaceId))
    .orderBy(desc(invoices.issuedAt));
  return { plan, invoices: rows };
}

/** One of the workspace's invoices with its plan's name; undefined for another workspace's or an unknown id. */
export async function findInvoice(db: Database, workspaceId: string, invoiceId: string) {
  const [row] = await db
    .select({ invoice: invoices, planName: plans.name })
    .from(invoices)
    .innerJoin(plans, eq(plans.id, invoices.planId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.workspaceId, workspaceId)));
  return row;
}
