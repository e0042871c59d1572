import type PDFDocument from 'pdfkit';
import { renderPdf, writeMixed, type Weight } from './pdf-fonts';

type Doc = InstanceType<typeof PDFDocument>;

const INDIGO = '#312e81';
const INK = '#111827';
const GREY = '#4b5563';
const RED = '#b91c1c';

/** A one-column paper (a notice, a report) as a PDF, in any of the three languages. */
export function renderPaper(info: { title: string; subject: string; author: string }, draw: (doc: Doc) => void): Promise<Buffer> {
  return renderPdf({ Title: info.title, Author: info.author, Subject: info.subject }, draw);
}

/** A paper's parts: a title, headings, label–value rows, paragraphs and a signature block, in either script. */
export function paperWriter(doc: Doc) {
  return {
    /** The title, and lines under it (each fits on one line). */
    title(text: string, ...sub: string[]) {
      doc.fillColor(INDIGO).fontSize(17);
      writeMixed(doc, text, 'bold', { align: 'center' });
      doc.moveDown(0.2).fillColor(GREY).fontSize(9.5);
      for (const line of sub) writeMixed(doc, line, 'regular', { align: 'center' });
      doc.moveDown(0.8);
    },
    /** A line above the title: the appendix a statutory form is, or a draft's warning. */
    overline(text: string, warning = false) {
      doc.fillColor(warning ? RED : GREY).fontSize(warning ? 10 : 9);
      writeMixed(doc, text, 'bold', { align: warning ? 'center' : 'right' });
      doc.moveDown(0.4);
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
