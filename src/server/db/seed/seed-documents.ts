import type PDFDocument from 'pdfkit';
import type { DocumentCategory, DocumentType } from '../../../shared/domain/constants';
import { formatIstDate } from '../../../shared/domain/date-format';
import { formatINR } from '../../../shared/domain/money';
import type { DocumentsStore } from '../../lib/storage/documents-store';
import { renderPdf, writeMixed, type Weight } from '../../lib/pdf-fonts';
import { documentsRepository } from '../../modules/documents/documents.repository';
import type { Tx } from '../client';

/** What a seeded auction's papers say about it: the listing, its sale notice's fields and its seller. */
export type PaperFacts = {
  auctionId: string;
  title: string;
  address: string;
  district: string;
  state: string;
  propertyType: string;
  areaSqFt: number;
  seller: { name: string; userId: string; kind: 'bank' | 'arc' | 'owner' | 'admin' };
  officer: { name: string; phone: string } | null;
  recovery: { borrower: string; dues: number; possession: 'physical' | 'symbolic' } | null;
  startingBid: number;
  emd: number;
  bidIncrement: number;
  start: Date;
  end: Date;
  emdCutoff: Date | null;
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

type Doc = InstanceType<typeof PDFDocument>;
type Paper = { name: string; type: DocumentType; category: DocumentCategory; render: (f: PaperFacts) => Promise<Buffer> };

const en = (d: Date | string, format: 'full' | 'default' = 'default') => formatIstDate(d, format, { language: 'en' });
const mr = (d: Date | string, format: 'full' | 'default' = 'default') => formatIstDate(d, format, { language: 'mr' });
const INDIGO = '#312e81';
const INK = '#111827';
const GREY = '#4b5563';

function pdf(title: string, subject: string, draw: (doc: Doc) => void): Promise<Buffer> {
  return renderPdf({ Title: title, Author: 'Neelami demo', Subject: subject }, draw);
}

/** A heading, label–value rows and paragraphs, in either language. */
function writer(doc: Doc) {
  return {
    /** The title, and lines under it (each fits on one line). */
    title(text: string, ...sub: string[]) {
      doc.fillColor(INDIGO).fontSize(17);
      writeMixed(doc, text, 'bold', { align: 'center' });
      doc.moveDown(0.2).fillColor(GREY).fontSize(9.5);
      for (const line of sub) writeMixed(doc, line, 'regular', { align: 'center' });
      doc.moveDown(0.8);
    },
    heading(text: string) {
      doc.moveDown(0.6).fillColor(INDIGO).fontSize(11.5);
      writeMixed(doc, text, 'bold');
      doc.moveDown(0.2);
    },
    row(label: string, value: string) {
      doc.fillColor(INK).fontSize(10);
      writeMixed(doc, `${label}: `, 'bold', { continued: true });
      writeMixed(doc, value, 'regular');
      doc.moveDown(0.15);
    },
    para(text: string, weight: Weight = 'regular') {
      doc.fillColor(INK).fontSize(10);
      writeMixed(doc, text, weight, { align: 'left' });
      doc.moveDown(0.5);
    },
    small(text: string) {
      doc.fillColor(GREY).fontSize(8.5);
      writeMixed(doc, text, 'regular');
    },
    signature(lines: string[]) {
      doc.moveDown(1.5).fillColor(INK).fontSize(10);
      for (const [i, line] of lines.entries()) writeMixed(doc, line, i === 0 ? 'bold' : 'regular', { align: 'right' });
    },
  };
}

const lenderOf = (f: PaperFacts) => f.seller.name.replace(/ – .*$/, '');
const inspectionEn = (f: PaperFacts) => `${en(f.inspectionFrom)} to ${en(f.inspectionTo)}, 11:00 am to 5:00 pm, by appointment`;

function saleNoticeEn(f: PaperFacts): Promise<Buffer> {
  return pdf(`Sale notice: ${f.title}`, f.address, (doc) => {
    const w = writer(doc);
    const lender = lenderOf(f);
    if (f.recovery) {
      w.title(
        'E-AUCTION SALE NOTICE',
        'Sale of immovable property under the SARFAESI Act, 2002 read with Rules 8(6) and 9(1)',
        'of the Security Interest (Enforcement) Rules, 2002',
      );
      w.para(
        `Notice is hereby given to the public in general, and to the ${f.recovery.borrower.includes(' and ') ? 'borrowers' : 'borrower'} ${f.recovery.borrower} in particular, that the immovable property described below, mortgaged to ${lender}, of which the Authorised Officer has taken ${f.recovery.possession} possession, will be sold by online auction on Neelami on an "as is where is", "as is what is" and "whatever there is" basis for recovery of ${formatINR(f.recovery.dues)}, with further interest, costs and charges.`,
      );
    } else {
      w.title('NOTICE OF SALE BY ONLINE AUCTION', 'Sale of immovable property by its owner through Neelami');
      w.para(
        `${f.seller.name} invites bids for the immovable property described below, offered with a clear and marketable title, in an online auction on Neelami.`,
      );
    }
    w.heading('The property');
    w.row('Property', f.title);
    w.row('Address', f.address);
    w.row('District and state', `${f.district}, ${f.state}`);
    w.row('Type and area', `${f.propertyType}, about ${f.areaSqFt.toLocaleString('en-IN')} sq. ft.`);
    if (f.recovery) w.row('Possession', f.recovery.possession === 'physical' ? 'Physical possession' : 'Symbolic possession');
    w.row('Known encumbrances', f.encumbrances?.trim() || 'None known to the seller');
    w.heading('The auction');
    w.row('Starts', en(f.start, 'full'));
    w.row('Ends', `${en(f.end, 'full')}, extended by 5 minutes for each bid in its last 5 minutes`);
    w.row('Starting bid', formatINR(f.startingBid));
    w.row('Bid increment', formatINR(f.bidIncrement));
    w.row('Earnest money deposit (EMD)', formatINR(f.emd));
    w.row('Last date for the EMD', en(f.emdCutoff ?? f.start, 'full'));
    w.row('Inspection', inspectionEn(f));
    if (f.officer) w.row('Authorised Officer', `${f.officer.name}, mobile ${f.officer.phone}`);
    w.heading('Terms');
    w.para(
      'Bidders register on Neelami, are verified, and deposit the EMD before the last date above. The successful bidder pays 25% of the sale price, less the EMD, on the next working day and the balance within 15 days; otherwise the deposit is forfeited and the property is sold again. Bidders must satisfy themselves about the title, extent and condition of the property and any statutory dues before bidding.',
    );
    if (f.recovery) {
      w.para(
        `This is also a statutory notice of 30 days under Rules 8(6) and 9(1) to the ${f.recovery.borrower.includes(' and ') ? 'borrowers' : 'borrower'} to pay the dues before the date of the auction, failing which the property will be sold.`,
      );
    }
    w.signature([
      f.recovery ? 'Authorised Officer' : f.seller.name,
      f.recovery ? lender : 'Owner and seller',
      `Place: ${f.district}`,
      `Date: ${en(f.saleNoticeDate)}`,
    ]);
  });
}

function saleNoticeMr(f: PaperFacts): Promise<Buffer> {
  return pdf(`विक्री सूचना: ${f.title}`, f.address, (doc) => {
    const w = writer(doc);
    const lender = lenderOf(f);
    if (f.recovery) {
      w.title(
        'ई-लिलाव विक्री सूचना',
        'सरफेसी कायदा, 2002 आणि सिक्युरिटी इंटरेस्ट (एन्फोर्समेंट) नियम, 2002',
        'यांच्या नियम 8(6) व 9(1) अन्वये स्थावर मालमत्तेची विक्री',
      );
      w.para(
        `सर्वसामान्य जनतेला आणि विशेषतः कर्जदार ${f.recovery.borrower} यांना याद्वारे सूचित करण्यात येते की खाली वर्णन केलेली स्थावर मालमत्ता ${lender} कडे तारण असून प्राधिकृत अधिकाऱ्यांनी तिचा ${f.recovery.possession === 'physical' ? 'प्रत्यक्ष' : 'प्रतीकात्मक'} ताबा घेतला आहे. ${formatINR(f.recovery.dues)} इतकी थकबाकी, पुढील व्याज व खर्चासह, वसूल करण्यासाठी ही मालमत्ता "जशी आहे जेथे आहे", "जशी आहे जी आहे" आणि "जे काही आहे ते" या तत्त्वावर Neelami वर ऑनलाइन लिलावाद्वारे विकली जाईल.`,
      );
    } else {
      w.title('ऑनलाइन लिलावाद्वारे विक्रीची सूचना', 'मालकाकडून Neelami मार्फत स्थावर मालमत्तेची विक्री');
      w.para(
        `${f.seller.name} खाली वर्णन केलेल्या, स्पष्ट व विक्रीयोग्य मालकी हक्क असलेल्या स्थावर मालमत्तेसाठी Neelami वरील ऑनलाइन लिलावात बोली मागवत आहेत.`,
      );
    }
    w.heading('मालमत्ता');
    w.row('मालमत्ता', f.title);
    w.row('पत्ता', f.address);
    w.row('जिल्हा व राज्य', `${f.district}, महाराष्ट्र`);
    w.row('क्षेत्रफळ', `सुमारे ${f.areaSqFt.toLocaleString('en-IN')} चौ. फूट`);
    if (f.recovery) w.row('ताबा', f.recovery.possession === 'physical' ? 'प्रत्यक्ष ताबा' : 'प्रतीकात्मक ताबा');
    w.row('ज्ञात बोजे', f.encumbrances?.trim() ? `${f.encumbrances} (इंग्रजी सूचनेप्रमाणे)` : 'विक्रेत्याला माहीत असलेला कोणताही बोजा नाही');
    w.heading('लिलाव');
    w.row('सुरुवात', mr(f.start, 'full'));
    w.row('समाप्ती', `${mr(f.end, 'full')}; शेवटच्या 5 मिनिटांत आलेल्या प्रत्येक बोलीनंतर 5 मिनिटे वाढ`);
    w.row('सुरुवातीची बोली', formatINR(f.startingBid));
    w.row('बोली वाढ', formatINR(f.bidIncrement));
    w.row('बयाणा रक्कम (EMD)', formatINR(f.emd));
    w.row('EMD भरण्याची अंतिम मुदत', mr(f.emdCutoff ?? f.start, 'full'));
    w.row('पाहणी', `${mr(f.inspectionFrom)} ते ${mr(f.inspectionTo)}, सकाळी 11 ते सायंकाळी 5, पूर्वनियोजित वेळेनुसार`);
    if (f.officer) w.row('प्राधिकृत अधिकारी', `${f.officer.name}, मोबाइल ${f.officer.phone}`);
    w.heading('अटी');
    w.para(
      'बोलीदारांनी Neelami वर नोंदणी करून पडताळणी पूर्ण करावी आणि वरील अंतिम मुदतीपूर्वी बयाणा रक्कम भरावी. यशस्वी बोलीदाराने विक्री किमतीच्या 25% रक्कम (बयाणा रक्कम वजा करून) पुढील कामकाजाच्या दिवशी आणि उर्वरित रक्कम 15 दिवसांत भरावी; अन्यथा भरलेली रक्कम जप्त होईल आणि मालमत्तेची पुन्हा विक्री केली जाईल.',
    );
    w.para('सविस्तर अटी व शर्ती इंग्रजी सूचनेत दिल्या आहेत. इंग्रजी व मराठी मजकुरात तफावत आढळल्यास इंग्रजी मजकूर ग्राह्य धरला जाईल.');
    w.signature([
      f.recovery ? 'प्राधिकृत अधिकारी' : f.seller.name,
      f.recovery ? lender : 'मालक व विक्रेते',
      `ठिकाण: ${f.district}`,
      `दिनांक: ${mr(f.saleNoticeDate)}`,
    ]);
  });
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

const SALE_NOTICE: Paper = { name: 'Sale notice', type: 'sale_notice', category: 'legal', render: saleNoticeEn };
const SALE_NOTICE_MR: Paper = { name: 'विक्री सूचना (मराठी)', type: 'sale_notice', category: 'legal', render: saleNoticeMr };
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
