import { defineMessages } from './define';
/** Auction listing and detail texts (spec §2), word for word. Re-exported by `schemas/auction.ts`. */
export const AUCTION_MESSAGES = defineMessages('auction', {
  notFound: 'Auction not found',
  backToAuctions: 'Back to Auctions',
  loadError: 'Error loading auctions. Please try again.',
  noActive: 'No active auctions found.',
  loadingProperties: 'Loading properties...',
  reserveForbidden: 'Only admins and the listing vendor can see the reserve price.',
  badCursor: 'This link to a further page is not valid. Go back to the first page.',
  cursorOfAnotherOrder: 'This link to a further page belongs to another order. Go back to the first page.',
} as const);
