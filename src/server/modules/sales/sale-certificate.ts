import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatDate } from '../../../shared/domain/date-format';
import { amountInWords, formatINR } from '../../../shared/domain/money';
import type { salesRepository, SalePaymentRow } from './sales.repository';

export type CertificateData = NonNullable<Awaited<ReturnType<typeof salesRepository.certificateDetails>>> & { payments: SalePaymentRow[] };

// NOTE: the standard PDF fonts have no rupee sign; Inter (the product's typeface, as TTF from npm) has.
const require = createRequire(import.meta.url);
const FONTS = {
  regular: readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')),
  bold: readFileSync(require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')),
};

const IST = { timeZone: 'Asia/Kolkata' };
const day = (d: Date | null) => formatDate(d, 'default', IST);
const rupees = (n: number) => `${formatINR(n)} (${amountInWords(n)} rupees)`;

/** The number a completed sale's certificate carries: NL/SC/<year of completion>/<the auction's first eight hex digits>. */
export function certificateNumberOf(auctionId: string, completedAt: Date): string {
  return `NL/SC/${completedAt.getUTCFullYear()}/${auctionId.slice(0, 8).toUpperCase()}`;
}

/**
 * The sale certificate of a completed sale (Security Interest (Enforcement) Rules 2002, rule 9(6) and
 * appendix V), as a PDF: the property, the seller and the buyer, the price in figures and words, the
 * dates and the payments that made it up.
 */
export function renderSaleCertificate(c: CertificateData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: 56, bottom: 56, left: 60, right: 60 },
      info: { Title: `Sale certificate ${c.certificateNumber ?? ''}`.trim(), Author: 'Neelami', Subject: c.title },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('regular', FONTS.regular);
    doc.registerFont('bold', FONTS.bold);

    const heading = (text: string) => doc.moveDown(0.8).font('bold').fontSize(12).fillColor('#312e81').text(text).moveDown(0.3);
    const line = (label: string, value: string) =>
      doc.font('bold').fontSize(10).fillColor('#111827').text(`${label}: `, { continued: true }).font('regular').text(value);

    doc.font('bold').fontSize(20).fillColor('#312e81').text('SALE CERTIFICATE', { align: 'center' });
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#4b5563')
      .text('Under rule 9(6) of the Security Interest (Enforcement) Rules, 2002', { align: 'center' });
    doc
      .moveDown(0.5)
      .fontSize(10)
      .fillColor('#111827')
      .text(`Certificate no. ${c.certificateNumber ?? '—'}    Date of issue: ${day(c.completedAt)}`, { align: 'center' });

    heading('The property');
    line('Property', c.title);
    line('Location', [c.address, c.location].filter(Boolean).join(', '));
    line('Type', c.propertyType + (c.areaSqFt ? `, about ${c.areaSqFt.toLocaleString('en-IN')} sq. ft.` : ''));
    if (c.possession) line('Possession', c.possession === 'physical' ? 'Physical possession' : 'Symbolic possession');
    line('Known encumbrances', c.encumbrances?.trim() || 'None known to the seller');

    heading('The parties');
    line('Seller', c.sellerName + (c.authorisedOfficer ? `, through its Authorised Officer ${c.authorisedOfficer}` : ''));
    line('Purchaser', [c.buyerName, c.buyerPan ? `PAN ${c.buyerPan}` : null, c.buyerEmail].filter(Boolean).join(', '));

    heading('The sale');
    line('Auction', `${day(c.startTime)} to ${day(c.closedAt)} (online, Neelami)`);
    line('Sale confirmed', day(c.confirmedAt));
    line('Sale price', rupees(c.price));
    line('EMD applied to the price', formatINR(c.emdAmount));
    for (const p of c.payments) {
      line(
        p.kind === 'deposit' ? '25% deposit (less the EMD)' : 'Balance',
        `${formatINR(p.amount)}, UTR ${p.utrReference}, verified ${day(p.reviewedAt)}`,
      );
    }
    const paid = c.emdAmount + c.payments.reduce((sum, p) => sum + p.amount, 0);
    line('Received in full', `${formatINR(paid)}`);

    doc
      .moveDown(1.2)
      .font('regular')
      .fontSize(10)
      .fillColor('#111827')
      .text(
        `This is to certify that the property described above has been sold to the purchaser named above for ${rupees(c.price)}, ` +
          'the highest bid in the online auction held on this platform, confirmed by the seller, and that the price has been received in full. ' +
          'The property is sold on an "as is where is", "as is what is" and "whatever there is" basis, subject to the encumbrances stated above.',
        { align: 'justify' },
      );
    doc
      .moveDown(2)
      .font('regular')
      .fontSize(9)
      .fillColor('#6b7280')
      .text('Issued through Neelami, online property auctions. Verify this certificate by its number with the seller.');
    doc.end();
  });
}
