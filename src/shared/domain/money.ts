/**
 * Money forms of spec §9. Amounts are whole rupees; every form uses Indian digit grouping
 * (12,34,56,789) and the ₹ sign.
 */
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { HINDI_NUMBER_WORDS, MARATHI_NUMBER_WORDS, type NumberWords } from './number-words';

export const LAKH = 100_000;
export const CRORE = 10_000_000;

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const fixedFormats = new Map<number, Intl.NumberFormat>();
function fixed(decimals: number): Intl.NumberFormat {
  let f = fixedFormats.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    fixedFormats.set(decimals, f);
  }
  return f;
}

const upToTwo = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** "₹12,34,56,789": Indian grouping, no decimals (rounded to the rupee). */
export function formatINR(amount: number): string {
  return inr.format(Math.round(amount));
}

function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/**
 * Short form: "₹1.25 Cr" from 1 crore up, "₹45.50 L" from 1 lakh up, plain rupees below.
 * NOTE: the unit is chosen after rounding, so ₹99,99,999 reads "₹1.00 Cr", not "₹100.00 L".
 */
export function formatShort(amount: number, decimals = 2): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.round(Math.abs(amount));
  if (abs >= CRORE || (abs >= LAKH && roundTo(abs / LAKH, decimals) >= 100)) {
    return `${sign}₹${fixed(decimals).format(roundTo(abs / CRORE, decimals))} Cr`;
  }
  if (abs >= LAKH) return `${sign}₹${fixed(decimals).format(roundTo(abs / LAKH, decimals))} L`;
  return formatINR(amount);
}

/** One decimal: "₹1.3 Cr", "₹45.5 L" (auction detail page and dashboards). */
export function formatCompact(amount: number): string {
  return formatShort(amount, 1);
}

/** Lakh only, up to two decimals without trailing zeros: "₹25 L", "₹2.5 L", "₹1,250 L" (admin EMD column). */
export function formatLakh(amount: number): string {
  return `₹${upToTwo.format(roundTo(amount / LAKH, 2))} L`;
}

/**
 * Headline money in the landing style, rounded down so the "+" stays true:
 * "200Cr+" from 1 crore up, "45L+" from 1 lakh up, else the plain amount.
 */
export function formatCroresHeadline(amount: number): string {
  if (amount >= CRORE) return `${Math.floor(amount / CRORE).toLocaleString('en-IN')}Cr+`;
  if (amount >= LAKH) return `${Math.floor(amount / LAKH)}L+`;
  return formatINR(amount);
}

/**
 * Headline counts in the landing style, rounded down: 7 → "7", 57 → "50+", 230 → "200+",
 * 10,400 → "10K+".
 */
export function formatCountHeadline(count: number): string {
  const n = Math.max(0, Math.floor(count));
  if (n < 10) return String(n);
  if (n < 100) return `${Math.floor(n / 10) * 10}+`;
  if (n < 1000) return `${Math.floor(n / 100) * 100}+`;
  return `${Math.floor(n / 1000).toLocaleString('en-IN')}K+`;
}

const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 1–99 in words: "forty-two". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

const ENGLISH_NUMBER_WORDS: NumberWords = {
  belowHundred: Array.from({ length: 100 }, (_, n) => (n ? belowHundred(n) : '')),
  zero: 'zero',
  // "two hundred and five".
  hundreds: (h, rest) => (rest ? `${ONES[h]} hundred and ${rest}` : `${ONES[h]} hundred`),
  crore: 'crore',
  lakh: 'lakh',
  thousand: 'thousand',
};

const NUMBER_WORDS: Record<Language, NumberWords> = { en: ENGLISH_NUMBER_WORDS, hi: HINDI_NUMBER_WORDS, mr: MARATHI_NUMBER_WORDS };

/** 1–999 in words. */
function belowThousand(n: number, words: NumberWords): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100 ? words.belowHundred[n % 100]! : '';
  return hundreds ? words.hundreds(hundreds, rest) : rest;
}

/** A positive whole number in crore, lakh, thousand and the rest. */
function counted(amount: number, words: NumberWords): string {
  let n = amount;
  const parts: string[] = [];
  const crore = Math.floor(n / CRORE);
  n %= CRORE;
  // Past 99 crore the crores themselves are counted in lakh and thousand: "one thousand crore".
  if (crore) parts.push(`${crore >= 100 ? counted(crore, words) : words.belowHundred[crore]} ${words.crore}`);
  const lakh = Math.floor(n / LAKH);
  n %= LAKH;
  if (lakh) parts.push(`${words.belowHundred[lakh]} ${words.lakh}`);
  const thousand = Math.floor(n / 1000);
  n %= 1000;
  if (thousand) parts.push(`${words.belowHundred[thousand]} ${words.thousand}`);
  if (n) parts.push(belowThousand(n, words));
  return parts.join(' ');
}

/**
 * A whole number of rupees in words, counted the Indian way (crore, lakh, thousand): 14,00,00,000 is
 * "fourteen crore", 1,25,50,000 "one crore twenty-five lakh fifty thousand"; in Hindi 3,60,00,000 is "तीन
 * करोड़ साठ लाख", in Marathi "तीन कोटी साठ लाख". What a bidder confirms before a bid goes out, beside the
 * figures, and what the sale certificate writes out.
 */
export function amountInWords(amount: number, language: Language = DEFAULT_LANGUAGE): string {
  const n = Math.floor(Math.abs(amount));
  const words = NUMBER_WORDS[language];
  return n === 0 ? words.zero : counted(n, words);
}
