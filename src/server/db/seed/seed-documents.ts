import type { DocumentCategory, DocumentType } from '../../../shared/domain/constants';
import { formatIstDate } from '../../../shared/domain/date-format';
import { formatINR } from '../../../shared/domain/money';
import { paperWriter, renderPaper } from '../../lib/pdf-paper';
import { renderSaleNotice, SALE_NOTICE_NAMES, type SaleNoticeFacts } from '../../modules/documents/sale-notice.render';
import type { DocumentsStore } from '../../lib/storage/documents-store';
import { documentsRepository } from '../../modules/documents/documents.repository';
import type { Tx } from '../client';

/** What a seeded auction's papers say about it: the listing, its sale notice's fields and its seller. */
export type PaperFacts = Pick<
  SaleNoticeFacts,
  'title' | 'district' | 'state' | 'propertyType' | 'startingBid' | 'emd' | 'bidIncrement' | 'start' | 'end' | 'emdCutoff'
> & {
  auctionId: string;
  address: string;
  areaSqFt: number;
  seller: { name: string; userId: string; kind: 'bank' | 'arc' | 'owner' | 'admin' };
  officer: { name: string; phone: string } | null;
  recovery: Pick<NonNullable<SaleNoticeFacts['recovery']>, 'borrower' | 'dues' | 'possession'> | null;
  inspectionFrom: Date;
  inspectionTo: Date;
  /** yyyy-mm-dd, IST. */
  saleNoticeDate: string;
  encumbrances: string | null;
  /** When the seller uploaded them (a minute apart), and when an admin published them (after the last). */
  uploadedAt: Date;
  reviewedAt: Date;
  reviewedBy: string;
};

type Paper = { name: string; type: DocumentType; category: DocumentCategory; render: (f: PaperFacts) => Promise<Buffer> };

const en = (d: Date | string) => formatIstDate(d, 'default', { language: 'en' });

function pdf(title: string, subject: string, draw: Parameters<typeof renderPaper>[1]): Promise<Buffer> {
  return renderPaper({ title, subject, author: 'Neelami demo' }, draw);
}
const writer = paperWriter;

const lenderOf = (f: PaperFacts) => f.seller.name.replace(/ – .*$/, '');

/** The seeded listing's notice facts: a lender's sale recovers its dues (the reserve is in none of them, decision 041). */
function noticeFacts(f: PaperFacts): SaleNoticeFacts {
  return {
    ...f,
    sellerName: f.seller.name,
    recovery: f.recovery ? { ...f.recovery, securedCreditor: lenderOf(f), duesAsOf: null } : null,
  };
}

/** A government-approved valuer's figures; the reserve price is the seller's own and is not in it. */
function valuationReport(f: PaperFacts): Promise<Buffer> {
  const round = (n: number) => Math.round(n / 100_000) * 100_000;
  const fairValue = round(f.startingBid * 1.18);
  const realisable = round(fairValue * 0.9);
  const distress = round(fairValue * 0.8);
  const rate = Math.round(fairValue / f.areaSqFt / 100) * 100;
  return pdf(`Valuation report: ${f.title}`, f.address, (doc) => {
    const w = writer(doc);
    w.title('VALUATION REPORT', 'Prepared for the secured creditor under Rule 8(5)', 'of the Security Interest (Enforcement) Rules, 2002');
    w.row('Prepared for', lenderOf(f));
    w.row('Valuer', 'Er. Suresh M. Patil, B.E. (Civil), FIV, Government-approved valuer, Reg. No. CAT-I/412/2011');
    w.row('Date of inspection', en(new Date(new Date(`${f.saleNoticeDate}T00:00:00+05:30`).getTime() - 12 * 86_400_000)));
    w.heading('The property');
    w.row('Property', f.title);
    w.row('Address', f.address);
    w.row('Type and area', `${f.propertyType}, about ${f.areaSqFt.toLocaleString('en-IN')} sq. ft.`);
    w.row('Possession', f.recovery?.possession === 'physical' ? 'Physical, with the secured creditor' : 'Symbolic, occupied');
    w.heading('Method');
    w.para(
      'Sales comparison: recent registered sales of comparable properties in the locality (Index II extracts) and quotations from local brokers, adjusted for age, floor, condition and amenities, cross-checked against the ready reckoner rate for the zone.',
    );
    w.heading('Values');
    w.row('Adopted rate', `${formatINR(rate)} per sq. ft.`);
    w.row('Fair market value', formatINR(fairValue));
    w.row('Realisable value', formatINR(realisable));
    w.row('Distress sale value', formatINR(distress));
    w.para(
      'The values above are as on the date of inspection, for the purpose of fixing the reserve price of a sale under the SARFAESI Act, and assume the title is clear and marketable as reported by the advocate for the secured creditor.',
    );
    w.signature(['Er. Suresh M. Patil', 'Government-approved valuer', `Place: ${f.district}`]);
  });
}

/** An advocate's search of the Sub-Registrar's records for thirty years. */
function titleSearchReport(f: PaperFacts): Promise<Buffer> {
  const year = Number(f.saleNoticeDate.slice(0, 4));
  return pdf(`Title search report: ${f.title}`, f.address, (doc) => {
    const w = writer(doc);
    w.title(
      'TITLE SEARCH REPORT',
      `Search of the records of the Sub-Registrar of Assurances, ${f.district}`,
      `for the years ${year - 30} to ${year}`,
    );
    w.row('Prepared for', lenderOf(f));
    w.row('Advocate', 'Adv. Kavita R. Deshmukh, High Court, Bombay (Enrolment No. MAH/2147/2004)');
    w.row('Property', f.title);
    w.row('Address', f.address);
    w.heading('Documents examined');
    w.para(
      'The agreement for sale and its Index II extract; the earlier chain of agreements; the share certificate or 7/12 extract and mutation entries as the case may be; property tax receipts; the memorandum of deposit of title deeds in favour of the secured creditor; the CERSAI registration of the security interest.',
    );
    w.heading('Encumbrances found');
    w.para(
      `The equitable mortgage in favour of ${lenderOf(f)}, registered with CERSAI. ${f.encumbrances?.trim() || 'No other charge, lien, lis pendens or attachment was found in the search period.'}`,
    );
    w.heading('Opinion');
    w.para(
      `The borrower${f.recovery?.borrower.includes(' and ') ? 's hold' : ' holds'} a clear and marketable title to the property, subject only to the mortgage above, which the secured creditor may enforce by sale under section 13(4) of the SARFAESI Act. A purchaser at the auction will take the property free of that mortgage on payment of the full price and the issue of the sale certificate.`,
    );
    w.signature(['Adv. Kavita R. Deshmukh', 'Advocate, High Court, Bombay', `Place: ${f.district}`]);
  });
}

const saleNotice = (language: 'en' | 'mr'): Paper => ({
  name: SALE_NOTICE_NAMES[language],
  type: 'sale_notice',
  category: 'legal',
  render: (f) => renderSaleNotice(noticeFacts(f), language),
});
const SALE_NOTICE = saleNotice('en');
const SALE_NOTICE_MR = saleNotice('mr');
const VALUATION: Paper = { name: 'Valuation report', type: 'valuation', category: 'technical', render: valuationReport };
const TITLE_SEARCH: Paper = { name: 'Title search report', type: 'title_deed', category: 'legal', render: titleSearchReport };

/** The papers a listing publishes: its sale notice (also in Marathi in Maharashtra) and, for a lender's sale, the reports its description promises. */
export function papersOf(f: PaperFacts): Paper[] {
  return [SALE_NOTICE, ...(f.state === 'Maharashtra' ? [SALE_NOTICE_MR] : []), ...(f.recovery ? [VALUATION, TITLE_SEARCH] : [])];
}

/**
 * Renders each listing's papers and stores them through the documents store, published: approved by
 * the admin and public, as the Legal Info tab shows them.
 */
export async function seedDocuments(tx: Tx, store: DocumentsStore, listings: PaperFacts[]): Promise<number> {
  // NOTE: a listing shows its papers newest first: the English notice is given the latest time.
  const jobs = listings.flatMap((f) =>
    papersOf(f).map((paper, i, all) => ({ f, paper, at: new Date(f.uploadedAt.getTime() + (all.length - i) * 60_000) })),
  );
  const rows: Parameters<typeof documentsRepository.insertMany>[1] = [];
  // NOTE: rendering is synchronous work on this thread; storing is I/O, overlapped a few at a time.
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { f, paper, at } = jobs[next++]!;
      const data = await paper.render(f);
      const storageKey = await store.save(f.auctionId, { mimeType: 'application/pdf', extension: 'pdf', data });
      rows.push({
        auctionId: f.auctionId,
        name: paper.name,
        type: paper.type,
        category: paper.category,
        storageKey,
        mimeType: 'application/pdf',
        sizeBytes: data.length,
        status: 'approved',
        isPublic: true,
        uploadedBy: f.seller.userId,
        reviewedBy: f.reviewedBy,
        reviewedAt: f.reviewedAt,
        createdAt: at,
        updatedAt: f.reviewedAt,
      });
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  await documentsRepository.insertMany(tx, rows);
  return rows.length;
}
