import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnswerInputSchema,
  QuestionInputSchema,
  QuestionListSchema,
  QuestionSchema,
  QuestionVisibilitySchema,
  UnansweredQuestionListSchema,
} from '../../../shared/schemas/question';
import { HTTP } from '../../lib/http/errors';
import { IdParams, noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { QuestionsService } from './questions.service';

const signedIn = { session: 'signedIn' } as const;

/** Questions to an auction's authorised officer. */
export async function questionsRoutes(
  app: FastifyInstance,
  { questions, getActor }: { questions: QuestionsService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/auctions/:id/questions',
    {
      schema: {
        ...describeRoute(
          'questions',
          'An auction’s answered questions (never who asked), the caller’s own, and every one for its seller and admins',
          {
            session: 'optional',
          },
        ),
        params: IdParams,
        response: { 200: QuestionListSchema, ...errors(404) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return questions.list(await getActor(req), req.params.id);
    },
  );

  r.post(
    '/api/auctions/:id/questions',
    {
      schema: {
        ...describeRoute('questions', 'Ask the authorised officer a question, while the auction is open', {
          ...signedIn,
          description: 'At most five an hour per user; not on one’s own listing.',
        }),
        params: IdParams,
        body: QuestionInputSchema,
        response: { 201: QuestionSchema, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (req, reply) => reply.status(HTTP.CREATED).send(await questions.ask(await getActor(req), req.params.id, req.body.question)),
  );

  r.put(
    '/api/questions/:id/answer',
    {
      schema: {
        ...describeRoute(
          'questions',
          'Answer a question (its auction’s seller or an admin); the asker and the watchers are told',
          signedIn,
        ),
        params: IdParams,
        body: AnswerInputSchema,
        response: { 200: QuestionSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => questions.answer(await getActor(req), req.params.id, req.body.answer),
  );

  r.put(
    '/api/questions/:id/visibility',
    {
      schema: {
        ...describeRoute('questions', 'Admins: hide a question from the auction page, or show it again', signedIn),
        params: IdParams,
        body: QuestionVisibilitySchema,
        response: { 200: QuestionSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => questions.setHidden(await getActor(req), req.params.id, req.body.hidden),
  );

  r.get(
    '/api/vendor/questions',
    {
      schema: {
        ...describeRoute(
          'questions',
          'Questions waiting for an answer on the caller’s listings (every listing’s for admins), oldest first',
          signedIn,
        ),
        response: { 200: UnansweredQuestionListSchema, ...errors(401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return questions.unanswered(await getActor(req));
    },
  );
}
