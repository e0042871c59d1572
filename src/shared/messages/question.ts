/** Questions to an auction's authorised officer: limits and texts. Re-exported by `schemas/question.ts`. */
import { defineMessages } from './define';

/** A question's and an answer's lengths, and how many questions one user may ask an hour (issue 30). */
export const QUESTION_MIN = 10;
export const QUESTION_MAX = 1000;
export const ANSWER_MAX = 2000;
export const QUESTIONS_PER_HOUR = 5;

export const QUESTION_MESSAGES = defineMessages('question', {
  signInRequired: 'Please sign in to ask the authorised officer a question.',
  tooShort: `A question needs at least ${QUESTION_MIN} characters.`,
  tooLong: `A question can be at most ${QUESTION_MAX} characters.`,
  answerEmpty: 'Please write an answer.',
  answerTooLong: `An answer can be at most ${ANSWER_MAX} characters.`,
  ownListing: 'You cannot ask a question about your own listing.',
  closed: 'Questions close when the auction ends.',
  tooMany: `You can ask ${QUESTIONS_PER_HOUR} questions an hour. Please try again later.`,
  notFound: 'Question not found.',
  answerForbidden: 'Only the seller of this auction or an admin can answer its questions.',
} as const);
