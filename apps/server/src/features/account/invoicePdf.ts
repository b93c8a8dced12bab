import { accountDocumentMessages } from '@griot/contract/account/documents/accountDocumentMessages';
import { INTL_LOCALES } from '@griot/i18n/languages';
import { currentServerLanguage } from '../../lib/requestLanguage';

export interface InvoiceDocument {
  number: string;
  issuedOn: string;
  periodStart: string;
  periodEnd: string;
  planName: string;
  amountCents: number;
  currency: string;
  status: 'paid' | 'due' | 'void';
  customer: { name: string; company: string; email: string };
}

/** '29,99 €' ('€29.99' in English) — with a plain space, which the PDF's standard fonts can draw. */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat(INTL_LOCALES[currentServerLanguage()], { style: 'currency', currency })
    .format(cents / 100)
    .replace(/[\u202F\u00A0]/g, ' ');
}

/** '3 mars 2026', '3 March 2026', '3 de marzo de 2026'. */
const longDate = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString(INTL_LOCALES[currentServerLanguage()], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * An invoice as a real PDF (A4), generated from its row each time it is downloaded, in the
 * language of the request (its words, dates and amounts).
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  // pdfkit and its fonts weigh about 25 MB: loaded with the first invoice, not at start.
  const { default: PDFDocument } = await import('pdfkit');
  const m = accountDocumentMessages.invoice;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: m.title({ number: invoice.number }), Author: 'Griot' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fillColor('#0f766e').fontSize(26).font('Helvetica-Bold').text('Griot', { continued: false });
    doc.fillColor('#6b7280').fontSize(10).font('Helvetica').text(m.tagline);
    doc.moveDown(2);
    doc
      .fillColor('#111827')
      .fontSize(18)
      .font('Helvetica-Bold')
      .text(m.title({ number: invoice.number }));
    doc.fontSize(10).font('Helvetica').fillColor('#374151');
    doc.text(m.issuedOn({ date: longDate(invoice.issuedOn) }));
    doc.text(m.status({ label: m.statusLabels[invoice.status] }));
    doc.moveDown(1.5);
    doc.font('Helvetica-Bold').text(m.billedTo);
    doc.font('Helvetica').text(invoice.customer.name);
    if (invoice.customer.company) doc.text(invoice.customer.company);
    doc.text(invoice.customer.email);
    doc.moveDown(2);

    const top = doc.y;
    const left = doc.page.margins.left;
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    doc.rect(left, top, width, 24).fill('#f3f4f6');
    doc.fillColor('#111827').font('Helvetica-Bold').fontSize(10);
    doc.text(m.description, left + 10, top + 7);
    doc.text(m.amount, left, top + 7, { width: width - 10, align: 'right' });
    doc.font('Helvetica').fillColor('#374151');
    const line = top + 36;
    doc.text(
      m.planLine({
        planName: invoice.planName,
        from: longDate(invoice.periodStart),
        to: longDate(invoice.periodEnd),
      }),
      left + 10,
      line,
      { width: width - 120 },
    );
    doc.text(formatAmount(invoice.amountCents, invoice.currency), left, line, {
      width: width - 10,
      align: 'right',
    });
    doc
      .moveTo(left, line + 28)
      .lineTo(left + width, line + 28)
      .strokeColor('#e5e7eb')
      .stroke();
    doc.font('Helvetica-Bold').fillColor('#111827');
    doc.text(m.total, left + 10, line + 40);
    doc.text(formatAmount(invoice.amountCents, invoice.currency), left, line + 40, {
      width: width - 10,
      align: 'right',
    });
    doc.font('Helvetica').fontSize(8).fillColor('#6b7280');
    doc.text(m.vatNote, left, line + 80);
    doc.end();
  });
}
