import { defineMessages } from './define';

/** The bid sheet's texts of the API. Re-exported by `schemas/bid-sheet.ts`. */
export const BID_SHEET_MESSAGES = defineMessages('bidSheet', {
  notEnded: 'The bid sheet is ready once the auction has ended.',
  sellerOnly: 'Only the seller of this auction can sign off its bid sheet.',
  alreadySigned: 'This bid sheet has already been signed off.',
} as const);
