import { defineMessages } from './define';
/** Spec §8 watchlist toasts, word for word. Re-exported by `schemas/watchlist.ts`. */
export const WATCHLIST_MESSAGES = defineMessages('watchlist', {
  loginRequiredTitle: 'Login Required',
  loginRequired: 'Please login to add items to your watchlist',
  addedTitle: 'Added to watchlist',
  added: 'You will be notified about updates',
  removedTitle: 'Removed from watchlist',
  removed: 'Auction removed from your watchlist',
  errorTitle: 'Error',
  error: 'Failed to update watchlist. Please try again.',
} as const);
