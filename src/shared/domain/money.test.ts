import { describe, expect, it } from 'vitest';
import {
  amountInUnits,
  amountInWords,
  formatCompact,
  formatCountHeadline,
  formatCroresHeadline,
  formatINR,
  formatLakh,
  formatShort,
} from './money';

describe('formatINR', () => {
  it('groups digits the Indian way with no decimals', () => {
    expect(formatINR(123456789)).toBe('₹12,34,56,789');
    expect(formatINR(2500000)).toBe('₹25,00,000');
    expect(formatINR(99999)).toBe('₹99,999');
    expect(formatINR(500)).toBe('₹500');
    expect(formatINR(0)).toBe('₹0');
  });

  it('rounds to the rupee', () => {
    expect(formatINR(999.6)).toBe('₹1,000');
    expect(formatINR(1000.4)).toBe('₹1,000');
  });

  it('puts the minus sign before the rupee sign', () => {
    expect(formatINR(-500000)).toBe('-₹5,00,000');
  });
});

describe('formatShort', () => {
  it('shows crores with two decimals from one crore up', () => {
    expect(formatShort(12500000)).toBe('₹1.25 Cr');
    expect(formatShort(10000000)).toBe('₹1.00 Cr');
    expect(formatShort(2000000000)).toBe('₹200.00 Cr');
    expect(formatShort(1234567890123)).toBe('₹1,23,456.79 Cr');
  });

  it('shows lakhs with two decimals from one lakh up', () => {
    expect(formatShort(4550000)).toBe('₹45.50 L');
    expect(formatShort(100000)).toBe('₹1.00 L');
    expect(formatShort(500000)).toBe('₹5.00 L');
  });

  it('shows plain rupees below one lakh', () => {
    expect(formatShort(99999)).toBe('₹99,999');
    expect(formatShort(0)).toBe('₹0');
  });

  it('picks the unit after rounding, so the value never reads 100 L', () => {
    expect(formatShort(9999999)).toBe('₹1.00 Cr');
    expect(formatShort(99999.9)).toBe('₹1.00 L');
  });

  it('takes the number of decimals', () => {
    expect(formatShort(12345678, 0)).toBe('₹1 Cr');
    expect(formatShort(12345678, 3)).toBe('₹1.235 Cr');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatShort(-4550000)).toBe('-₹45.50 L');
  });
});

describe('formatCompact', () => {
  it('uses one decimal', () => {
    expect(formatCompact(12500000)).toBe('₹1.3 Cr');
    expect(formatCompact(4550000)).toBe('₹45.5 L');
    expect(formatCompact(50000)).toBe('₹50,000');
    expect(formatCompact(9990000)).toBe('₹99.9 L');
    expect(formatCompact(9999999)).toBe('₹1.0 Cr');
  });
});

describe('formatLakh', () => {
  it('shows every amount in lakhs without trailing zeros', () => {
    expect(formatLakh(2500000)).toBe('₹25 L');
    expect(formatLakh(250000)).toBe('₹2.5 L');
    expect(formatLakh(125000000)).toBe('₹1,250 L');
    expect(formatLakh(50000)).toBe('₹0.5 L');
    expect(formatLakh(123456)).toBe('₹1.23 L');
    expect(formatLakh(0)).toBe('₹0 L');
  });
});

describe('headline figures', () => {
  it('rounds sold value down to whole crores with a plus', () => {
    expect(formatCroresHeadline(2_009_000_000)).toBe('200Cr+');
    expect(formatCroresHeadline(10_000_000)).toBe('1Cr+');
    expect(formatCroresHeadline(4_590_000)).toBe('45L+');
    expect(formatCroresHeadline(50_000)).toBe('₹50,000');
  });

  it('rounds counts down to a round number with a plus', () => {
    expect(formatCountHeadline(7)).toBe('7');
    expect(formatCountHeadline(57)).toBe('50+');
    expect(formatCountHeadline(230)).toBe('200+');
    expect(formatCountHeadline(10_400)).toBe('10K+');
    expect(formatCountHeadline(0)).toBe('0');
  });
});

describe('amountInWords', () => {
  it('counts in crore, lakh and thousand', () => {
    expect(amountInWords(140_000_000)).toBe('fourteen crore');
    expect(amountInWords(12_550_000)).toBe('one crore twenty-five lakh fifty thousand');
    expect(amountInWords(2_900_000)).toBe('twenty-nine lakh');
    expect(amountInWords(123_456_789)).toBe('twelve crore thirty-four lakh fifty-six thousand seven hundred and eighty-nine');
  });
  it('says the small numbers and the very large ones', () => {
    expect(amountInWords(0)).toBe('zero');
    expect(amountInWords(7)).toBe('seven');
    expect(amountInWords(105)).toBe('one hundred and five');
    expect(amountInWords(10_00_00_00_000)).toBe('one thousand crore');
  });
});

describe('amountInUnits', () => {
  const hindi = { crore: 'करोड़', lakh: 'लाख', thousand: 'हज़ार' };
  it('writes an amount in crore, lakh and thousand with figures', () => {
    expect(amountInUnits(12_550_100, hindi)).toBe('1 करोड़ 25 लाख 50 हज़ार 100');
    expect(amountInUnits(140_000_000, hindi)).toBe('14 करोड़');
    expect(amountInUnits(10_000_000_000, hindi)).toBe('1000 करोड़');
    expect(amountInUnits(50_000, hindi)).toBe('50 हज़ार');
    expect(amountInUnits(999, hindi)).toBe('999');
    expect(amountInUnits(0, hindi)).toBe('0');
  });
});
