import QRCode from 'qrcode';
import { addressOnce, certificatePath } from '../../../shared/domain/certificate';
import { formatIstDate } from '../../../shared/domain/date-format';
import { amountInWords, formatINR } from '../../../shared/domain/money';
import { renderPdf } from '../../lib/pdf-fonts';
import type { salesRepository, SalePaymentRow } from './sales.repository';

export type CertificateData = NonNullable<Awaited<ReturnType<typeof salesRepository.certificateDetails>>> & { payments: SalePaymentRow[] };

const day = (d: Date | null) => formatIstDate(d, 'default');
const rupees = (n: number) => `${formatINR(n)} (${amountInWords(n)} rupees)`;

/** The number a completed sale's certificate carries: NL/SC/<year of completion>/<the auction's first eight hex digits>. */
export function certificateNumberOf(auctionId: string, completedAt: Date): string {
  return `NL/SC/${completedAt.getUTCFullYear()}/${auctionId.slice(0, 8).toUpperCase()}`;
}

/**
 * The sale certificate of a completed sale (Security Interest (Enforcement) Rules 2002, rule 9(6) and
 * appendix V), as a PDF: the property, the seller and the buyer, the price in figures and words, the
 * dates and the payments that made it up, the authorised officer's signature block, and a QR code of
 * the public page that verifies it (`publicUrl` + /verify/<number>, decision 041).
 */
export async function renderSaleCertificate(c: CertificateData, publicUrl: string): Promise<Buffer> {
  const verifyUrl = c.certificateNumber ? `${publicUrl.replace(/\/+$/, '')}${certificatePath(c.certificateNumber)}` : null;
  const qr = verifyUrl ? await QRCode.toBuffer(verifyUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) : null;
  const info = { Title: `Sale certificate ${c.certificateNumber ?? ''}`.trim(), Author: 'Neelami', Subject: c.title };
  return renderPdf(info, (doc) => {
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
    line('Location', addressOnce(c.address, c.location));
    line('Type', c.propertyType + (c.areaSqFt ? `, about ${c.areaSqFt.toLocaleString('en-IN')} sq. ft.` : ''));
    if (c.possession) line('Possession', c.possession === 'physical' ? 'Physical possession' : 'Symbolic possession');
    line('Known encumbrances', c.encumbrances?.trim() || 'None known to the seller');

    heading('The parties');
    line('Seller', c.sellerName + (c.authorisedOfficer ? `, through its Authorised Officer ${c.authorisedOfficer}` : ''));
    line('Purchaser', [c.buyerName, c.buyerPan ? `PAN ${c.buyerPan}` : null, c.buyerEmail].filter(Boolean).join(', '));
    if (c.buyerAddress) line('Address of the purchaser', c.buyerAddress);

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

    // The verification QR code on the left, the signature block on the right, side by side.
    const left = doc.page.margins.left;
    const right = doc.page.width - doc.page.margins.right;
    const QR_SIZE = 92;
    if (doc.y + QR_SIZE + 70 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y + 24;
    if (qr) doc.image(qr, left, top, { width: QR_SIZE, height: QR_SIZE });
    const blockWidth = 230;
    const block = right - blockWidth;
    doc
      .moveTo(block, top + 40)
      .lineTo(right, top + 40)
      .lineWidth(0.6)
      .strokeColor('#9ca3af')
      .stroke();
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#111827')
      .text(c.authorisedOfficer ?? 'Authorised signatory', block, top + 46, { width: blockWidth });
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor('#374151')
      .text(c.authorisedOfficer ? 'Authorised Officer' : 'For the seller', { width: blockWidth })
      .text(c.sellerName, { width: blockWidth })
      .text(`Place: ${c.district ?? c.location}`, { width: blockWidth })
      .text(`Date: ${day(c.completedAt)}`, { width: blockWidth });
    doc.x = left;
    doc.y = Math.max(doc.y, top + QR_SIZE) + 14;
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#6b7280')
      .text(
        verifyUrl
          ? 'Issued through Neelami, online property auctions. Anyone may verify this certificate by scanning the code or at:'
          : 'Issued through Neelami, online property auctions.',
        left,
        doc.y,
        { width: right - left },
      );
    if (verifyUrl) doc.fillColor('#312e81').text(verifyUrl, { width: right - left, link: verifyUrl, underline: true });
  });
}
