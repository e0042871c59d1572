import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// NOTE: parsed once and handed to pdfkit as fontkit fonts: letting pdfkit parse Inter's buffer costs
// about 150 ms a document, which the demo seed's hundred papers cannot afford.
const font = (id: string) => {
  const data = readFileSync(require.resolve(id));
  return memoisedLayout(fontkit.create(id.endsWith('.woff') ? woffToSfnt(data) : data) as fontkit.Font);
};

const LAYOUT_CACHE_SIZE = 5_000;

/**
 * The font with its shaping remembered across documents: pdfkit shapes word by word and remembers a
 * word only within one document, while the seed's papers repeat the same words a hundred times.
 * NOTE: pdfkit scales the positions it is given in place, so each answer gets copies of them.
 */
function memoisedLayout(font: fontkit.Font): fontkit.Font {
  const runs = new Map<string, { glyphs: fontkit.Glyph[]; positions: fontkit.GlyphPosition[] }>();
  const layout = (text: string, features?: unknown) => {
    if (features !== undefined) return font.layout(text, features as string[]);
    let run = runs.get(text);
    if (!run) {
      const shaped = font.layout(text);
      run = { glyphs: shaped.glyphs, positions: shaped.positions.map((p) => ({ ...p })) };
      if (runs.size >= LAYOUT_CACHE_SIZE) runs.clear();
      runs.set(text, run);
    }
    const positions = run.positions.map((p) => ({ ...p }));
    // Like fontkit's run, the width follows the positions, which pdfkit scales after this returns.
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    };
  };
  return new Proxy(font, {
    get(target, prop) {
      if (prop === 'layout') return layout;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * The TrueType font inside a WOFF 1 file: its tables inflated into an sfnt. fontkit reads a WOFF too,
 * but inflates a table on every access, which makes Devanagari shaping four times slower.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < original ? inflateSync(raw) : raw,
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const directory = 12 + numTables * 16;
  const out = Buffer.alloc(tables.reduce((n, t) => n + padded(t.data.length), directory));
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let at = directory;
  tables.forEach((t, i) => {
    const entry = 12 + i * 16;
    out.writeUInt32BE(t.tag, entry);
    out.writeUInt32BE(t.checksum, entry + 4);
    out.writeUInt32BE(at, entry + 8);
    out.writeUInt32BE(t.data.length, entry + 12);
    t.data.copy(out, at);
    at += padded(t.data.length);
  });
  return out;
}

// NOTE: the standard PDF fonts have no rupee sign; Inter (the product's typeface, as TTF from npm) has.
// Noto Sans Devanagari (the web's Hindi and Marathi face, from npm) carries only the Devanagari block
// in this file, so Latin letters, digits and punctuation in a Marathi line are set in Inter. pdfkit
// shapes Devanagari through fontkit (reordered matras, conjuncts, reph), which the tests look at.
const FONTS = {
  regular: font('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: font('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
  devanagari: font('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
  devanagariBold: font('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff'),
};

type Doc = InstanceType<typeof PDFDocument>;
export type Weight = 'regular' | 'bold';

/**
 * An A4 document with the fonts registered by the names `regular`, `bold`, `devanagari` and
 * `devanagariBold`, rendered into a buffer once `draw` has written it.
 */
export function renderPdf(info: PDFKit.DocumentInfo, draw: (doc: Doc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // NOTE: `font: ''` spares loading Helvetica's metrics, which no page uses.
    const doc = new PDFDocument({ size: 'A4', margins: { top: 56, bottom: 56, left: 60, right: 60 }, info, font: '' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const [name, parsed] of Object.entries(FONTS)) doc.registerFont(name, parsed as unknown as Buffer);
    doc.font('regular');
    draw(doc);
    doc.end();
  });
}

// Devanagari letters and marks (the danda included), the joiners that shape conjuncts, and the spaces between words.
const LETTER = String.raw`(?:\p{Script_Extensions=Devanagari}|\u200C|\u200D)`;
const DEVANAGARI_RUN = new RegExp(String.raw`(${LETTER}+(?:\s+${LETTER}+)*)`, 'u');
const DEVANAGARI_START = new RegExp(`^${LETTER}`, 'u');

const isDevanagari = (run: string) => DEVANAGARI_START.test(run.trim());
const fontFor = (run: string, weight: Weight) => (isDevanagari(run) ? (weight === 'bold' ? 'devanagariBold' : 'devanagari') : weight);

/**
 * Writes text that may mix Devanagari with Latin, digits and punctuation, each run in a font that
 * has its glyphs. Options are those of `doc.text`; `continued` continues the last run.
 * NOTE: pdfkit cannot centre or right-align a line made of several runs, so such a line is placed
 * run by run; it must fit on one line.
 */
export function writeMixed(doc: Doc, text: string, weight: Weight = 'regular', options: PDFKit.Mixins.TextOptions = {}): Doc {
  const runs = text.split(DEVANAGARI_RUN).filter((r) => r !== '');
  if (runs.length <= 1) return doc.font(fontFor(text, weight)).text(text, options);
  if (options.align === 'center' || options.align === 'right') {
    const widths = runs.map((run) => doc.font(fontFor(run, weight)).widthOfString(run));
    const total = widths.reduce((a, b) => a + b, 0);
    // Within `width` from where the cursor stands (a table's cell), else across the page.
    const left = doc.x;
    const room = options.width ?? doc.page.width - left - doc.page.margins.right;
    let x = left + (options.align === 'center' ? (room - total) / 2 : room - total);
    const y = doc.y;
    runs.forEach((run, i) => {
      doc.font(fontFor(run, weight)).text(run, x, y, { lineBreak: false });
      x += widths[i]!;
    });
    // One line down from where the line began, as a single text call would leave the cursor.
    doc.x = left;
    doc.y = y;
    return doc.moveDown();
  }
  runs.forEach((run, i) => {
    const last = i === runs.length - 1;
    doc.font(fontFor(run, weight)).text(run, { ...options, continued: last ? (options.continued ?? false) : true });
  });
  return doc;
}
