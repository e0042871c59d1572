import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageKey, type TextParams } from '../../../shared/messages/define';
import { AppError, HTTP, type ErrorIssue } from './errors';
import { errorForLog } from '../observability/logging';

type Worded = { message: string; key?: string; params?: TextParams };
type ErrorBody = { error: { code: string; issues?: (ErrorIssue & Worded)[] } & Worded };

/** A message with its key when it is a text of a defined group: the browser words it by key (decision 043). */
function worded(message: string): Worded {
  const key = messageKey(message);
  return key ? { message, key } : { message };
}

/** The one place errors become `{ error: { code, message, issues? } }` (ARCHITECTURE §3); a 5xx also carries `requestId`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      const body: ErrorBody = { error: { code: err.code, ...(err.said ? { message: err.message, ...err.said } : worded(err.message)) } };
      if (err.issues) body.error.issues = err.issues.map((issue) => ({ ...issue, ...worded(issue.message) }));
      return reply.status(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replaceAll('/', '.'),
        ...worded(v.message ?? 'Invalid value'),
      }));
      return reply
        .status(HTTP.BAD_REQUEST)
        .send({ error: { code: 'VALIDATION', ...worded(issues[0]?.message ?? 'Invalid request'), issues } });
    }
    const status = err.statusCode ?? HTTP.INTERNAL;
    if (status >= 500) {
      // NOTE: a failed query is logged by its database error's code and names, never its SQL or parameters.
      req.log.error({ err: errorForLog(err) }, 'request failed');
      // The request id lets a person quote the failure, and an operator find its log lines.
      return reply
        .status(status)
        .send({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.', requestId: req.id } });
    }
    const code =
      status === HTTP.TOO_MANY_REQUESTS
        ? 'RATE_LIMITED'
        : status === HTTP.PAYLOAD_TOO_LARGE
          ? 'TOO_LARGE'
          : status === HTTP.NOT_FOUND
            ? 'NOT_FOUND'
            : 'BAD_REQUEST';
    return reply.status(status).send({ error: { code, message: err.message } });
  });
}
