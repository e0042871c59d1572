import { formatIstDate } from '../../../shared/domain/date-format';
import type { Language } from '../../../shared/domain/languages';
import { formatINR } from '../../../shared/domain/money';
import { createI18n } from '../../../shared/messages/i18n';
import { translate } from '../../../shared/messages/lingui-translate';
import type { BidSheet, BidSheetRow } from '../../../shared/schemas/bid-sheet';
import { renderPdf, writeMixed } from '../../lib/pdf-fonts';

/** IST is UTC+05:30 all year: a time to the millisecond as the file records it, "2026-11-29 14:03:05.123". */
const IST_OFFSET_MS = 330 * 60_000;
export const istTimestamp = (iso: string): string => new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().replace('T', ' ').slice(0, 23);

function sheetText(language: Language) {
  const i18n = createI18n(language);
  return (id: string, values: Record<string, unknown> = {}) => translate(i18n, `bidSheet.${id}`, values);
}
type Text = ReturnType<typeof sheetText>;

const bidderOf = (code: string | null, name: string | null) => (name ? `${code} (${name})` : (code ?? '—'));

function resultLine(t: Text, s: BidSheet): string {
  const values = { amount: formatINR(s.highestBid ?? 0), bidder: bidderOf(s.winnerCode, s.winnerName) };
  if (s.result === 'no_bids') return t('resultNoBids');
  return s.result === 'winner' ? t('resultWinner', values) : t('resultNotAccepted', values);
}

const entryOf = (t: Text, r: BidSheetRow) => t('entry', { kind: r.kind, ref: String(r.ref ?? '') });
const modeOf = (t: Text, r: BidSheetRow) => (r.kind === 'bid' ? t(r.automatic ? 'automatic' : 'manual') : entryOf(t, r));
const nameOf = (t: Text, r: BidSheetRow) => r.bidderName ?? t('accountRemoved');

/** The facts above the table, label and value, as both files print them. */
function facts(t: Text, s: BidSheet, language: Language): [string, string][] {
  const when = (iso: string) => formatIstDate(iso, 'full', { language });
  return [
    [t('auction'), s.title],
    [t('auctionId'), s.auctionId],
    [t('seller'), s.sellerName],
    [t('period'), t('periodValue', { start: when(s.startTime), end: when(s.closedAt) })],
    [t('reserve'), s.reservePrice === null ? t('noReserve') : formatINR(s.reservePrice)],
    [t('result'), resultLine(t, s)],
  ];
}

function signOffLine(t: Text, s: BidSheet, language: Language): string {
  if (!s.signOff) return t('notSignedOff');
  return t('signedOff', {
    name: s.signOff.signedByName,
    date: formatIstDate(s.signOff.signedAt, 'full', { language }),
    seq: String(s.signOff.headSeq),
  });
}

// A field the way RFC 4180 quotes it; one a spreadsheet would read as a formula is kept as text.
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
const csvLine = (fields: (string | number)[]) => fields.map(csvField).join(',');

/**
 * The sheet as CSV, in the reader's language: the facts, the log's head and the sign-off, a blank line,
 * then one row per entry (amounts in whole rupees, times in IST to the millisecond). A byte-order mark
 * leads, so that spreadsheets read the Devanagari as UTF-8.
 */
export function bidSheetCsv(s: BidSheet, language: Language): string {
  const t = sheetText(language);
  const lines = [
    csvLine([t('title'), s.title]),
    ...facts(t, s, language)
      .slice(1)
      .map(([label, value]) => csvLine([label, value])),
    csvLine([t('head', { seq: String(s.head.seq), hash: s.head.hash })]),
    csvLine([signOffLine(t, s, language)]),
    '',
    csvLine([t('columnSeq'), t('columnTime'), t('columnEntry'), t('columnBidder'), t('columnName'), t('columnAmount'), t('columnMode')]),
    ...s.rows.map((r) =>
      csvLine([
        r.seq,
        istTimestamp(r.at),
        entryOf(t, r),
        r.bidderCode,
        nameOf(t, r),
        r.amount,
        r.kind === 'bid' ? t(r.automatic ? 'automatic' : 'manual') : '',
      ]),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const INK = '#111827';
const MUTED = '#4b5563';
const BRAND = '#312e81';
/** The table's columns: number, time, bidder code, bidder, amount, manual/automatic or the change entry. */
const COLUMNS = [26, 106, 66, 96, 78, 103] as const;
const ROW_HEIGHT = 17;

/** The sheet as a PDF in the reader's language (Devanagari shaped with the shipped fonts), for the seller's file. */
export function bidSheetPdf(s: BidSheet, language: Language, now: Date): Promise<Buffer> {
  const t = sheetText(language);
  return renderPdf({ Title: `${t('title')}: ${s.title}`, Author: 'Neelami', Subject: s.auctionId }, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const bottom = () => doc.page.height - doc.page.margins.bottom;

    doc.fillColor(BRAND).fontSize(18);
    writeMixed(doc, t('title'), 'bold', { align: 'center' });
    doc.fillColor(MUTED).fontSize(9.5);
    writeMixed(doc, t('subtitle'), 'regular', { align: 'center' });
    doc.moveDown(0.8);
    for (const [label, value] of facts(t, s, language)) {
      doc.fillColor(INK).fontSize(10);
      writeMixed(doc, `${label}: `, 'bold', { continued: true });
      writeMixed(doc, value, 'regular');
    }
    doc.moveDown(0.8);

    const cells = (values: string[], weight: 'regular' | 'bold') => {
      const y = doc.y;
      let x = left;
      values.forEach((value, i) => {
        const w = COLUMNS[i]!;
        doc.x = x + 2;
        doc.y = y + 3;
        writeMixed(doc, value, weight, { width: w - 4, height: ROW_HEIGHT - 4, ellipsis: true, align: i === 4 ? 'right' : 'left' });
        x += w;
      });
      doc.x = left;
      doc.y = y + ROW_HEIGHT;
    };
    const headerRow = () => {
      doc.rect(left, doc.y, width, ROW_HEIGHT).fill('#eef2ff');
      doc.fillColor(INK).fontSize(8.5);
      cells([t('columnSeq'), t('columnTime'), t('columnBidder'), t('columnName'), t('columnAmount'), t('columnMode')], 'bold');
    };

    if (s.rows.length === 0) {
      doc.fillColor(MUTED).fontSize(10);
      writeMixed(doc, t('noRows'));
    } else {
      headerRow();
      s.rows.forEach((r, i) => {
        if (doc.y + ROW_HEIGHT > bottom()) {
          doc.addPage();
          headerRow();
        }
        if (i % 2 === 1) doc.rect(left, doc.y, width, ROW_HEIGHT).fill('#f9fafb');
        doc.fillColor(r.kind === 'bid' ? INK : '#b45309').fontSize(8.5);
        cells([String(r.seq), istTimestamp(r.at), r.bidderCode, nameOf(t, r), formatINR(r.amount), modeOf(t, r)], 'regular');
      });
    }

    if (doc.y + 120 > bottom()) doc.addPage();
    doc.moveDown(1);
    doc.fillColor(INK).fontSize(9);
    writeMixed(doc, t('head', { seq: String(s.head.seq), hash: s.head.hash }), 'bold', { width });
    doc.fillColor(MUTED).fontSize(8.5);
    writeMixed(doc, t('headNote'), 'regular', { width });
    doc.moveDown(0.8);
    doc.fillColor(s.signOff ? '#065f46' : MUTED).fontSize(10);
    writeMixed(doc, signOffLine(t, s, language), 'bold', { width });

    // The officer's signature block, on the right.
    const blockWidth = 220;
    const block = left + width - blockWidth;
    const top = doc.y + 36;
    doc
      .moveTo(block, top)
      .lineTo(block + blockWidth, top)
      .lineWidth(0.6)
      .strokeColor('#9ca3af')
      .stroke();
    doc.x = block;
    doc.y = top + 4;
    doc.fillColor(MUTED).fontSize(9);
    writeMixed(doc, t('signature'), 'regular', { width: blockWidth });
    doc.x = left;
    doc.moveDown(1.5);
    doc.fillColor('#6b7280').fontSize(8);
    writeMixed(doc, t('generated', { date: formatIstDate(now, 'full', { language }) }), 'regular', { width });
  });
}
