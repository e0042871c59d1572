/** Saved searches with alerts: texts of the API. Re-exported by `schemas/saved-search.ts`. */
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX } from '../domain/saved-searches';
import { defineMessages } from './define';

export const SAVED_SEARCH_MESSAGES = defineMessages('savedSearch', {
  signInRequired: 'Please sign in to save a search.',
  nameRequired: 'Please give the search a name.',
  nameTooLong: `A name can be at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  nameTaken: 'You already have a saved search with this name.',
  tooMany: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  badFilters: 'These filters cannot be saved. Please change them and try again.',
  notFound: 'Saved search not found.',
} as const);
