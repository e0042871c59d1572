import { z } from 'zod';

import { ANSWER_MAX, QUESTION_MAX, QUESTION_MESSAGES, QUESTION_MIN } from '../messages/question';

export { ANSWER_MAX, QUESTION_MAX, QUESTION_MESSAGES, QUESTION_MIN, QUESTIONS_PER_HOUR } from '../messages/question';

export const QuestionInputSchema = z.object({
  question: z.string().trim().min(QUESTION_MIN, QUESTION_MESSAGES.tooShort).max(QUESTION_MAX, QUESTION_MESSAGES.tooLong),
});
export type QuestionInput = z.infer<typeof QuestionInputSchema>;

export const AnswerInputSchema = z.object({
  answer: z.string().trim().min(1, QUESTION_MESSAGES.answerEmpty).max(ANSWER_MAX, QUESTION_MESSAGES.answerTooLong),
});
export type AnswerInput = z.infer<typeof AnswerInputSchema>;

export const QuestionVisibilitySchema = z.object({ hidden: z.boolean() });

/** A question as the caller may see it: never who asked, only whether it was the caller. */
export const QuestionSchema = z.object({
  id: z.string(),
  auctionId: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  askedAt: z.string(),
  answeredAt: z.string().nullable(),
  /** Only the seller's officers and admins see hidden questions. */
  hidden: z.boolean(),
  mine: z.boolean(),
});
export type Question = z.infer<typeof QuestionSchema>;

/**
 * An auction's questions: the answered ones for everyone, with the caller's own waiting ones; every
 * question for its seller and admins (`manages`), who answer them.
 */
export const QuestionListSchema = z.object({ items: z.array(QuestionSchema), manages: z.boolean() });
export type QuestionList = z.infer<typeof QuestionListSchema>;

/** The questions waiting for an answer on the caller's listings (every listing's, for admins), oldest first. */
export const UnansweredQuestionListSchema = z.object({
  items: z.array(QuestionSchema.extend({ auctionTitle: z.string() })),
});
export type UnansweredQuestionList = z.infer<typeof UnansweredQuestionListSchema>;
