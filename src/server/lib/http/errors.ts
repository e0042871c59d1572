export const HTTP = {
  OK: 200,
  CREATED: 201,
  ACCEPTED: 202,
  NO_CONTENT: 204,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const;

import type { Said } from '../../../shared/messages/define';

/** A field's problem; a message with figures names its key and parameters, as an error does. */
export type ErrorIssue = { path: string; message: string } & Partial<Said>;

/**
 * Base of every error a service throws; the error handler maps it to `{ error: { code, message, key?, params? } }`.
 * A message with figures names its key and parameters (`said`), so the browser words it in its language
 * (decision 043); a fixed message of a defined group is keyed by the handler.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: ErrorIssue[],
    readonly said?: Said,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, issues?: ErrorIssue[], said?: Said) {
    super(HTTP.BAD_REQUEST, 'VALIDATION', message, issues, said);
  }

  /** A problem of one field: the error and its one issue say the same. */
  static at(path: string, message: string, said?: Said): ValidationError {
    return new ValidationError(message, [{ path, message, ...said }], said);
  }
}
export class UnauthenticatedError extends AppError {
  constructor(message = 'Please sign in to continue.') {
    super(HTTP.UNAUTHORIZED, 'UNAUTHENTICATED', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do that.') {
    super(HTTP.FORBIDDEN, 'FORBIDDEN', message);
  }
}
export class NotApprovedError extends AppError {
  constructor(message: string) {
    super(HTTP.FORBIDDEN, 'NOT_APPROVED', message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(HTTP.NOT_FOUND, 'NOT_FOUND', message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT', said?: Said) {
    super(HTTP.CONFLICT, code, message, undefined, said);
  }
}
