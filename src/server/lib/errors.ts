export const HTTP = {
  OK: 200,
  CREATED: 201,
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

export type ErrorIssue = { path: string; message: string };

/** Base of every error a service throws; the error handler maps it to `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, issues?: ErrorIssue[]) {
    super(HTTP.BAD_REQUEST, 'VALIDATION', message, issues);
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
  constructor(message: string, code = 'CONFLICT') {
    super(HTTP.CONFLICT, code, message);
  }
}
