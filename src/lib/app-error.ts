/** Every error code the API can answer with, and its HTTP status: the one place statuses are decided. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  PRESCRIPTION_REQUIRED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  SELF_APPROVAL: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  MIGRATION_JOB_LOCKED: 409,
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  LIMIT_REACHED: 409,
  LAST_SUPER_USER: 409,
  CONFLICT: 409,
  IN_USE_BY_IMPORT: 409,
  ORGANISATION_CHOICE_REQUIRED: 409,
  INVALID_TRANSITION: 409,
  INSUFFICIENT_ALLOWANCE: 409,
  ALLOWANCE_BELOW_COMMITTED: 409,
  ALREADY_VOTED: 409,
  EXCEEDS_APPROVED: 409,
  PRESCRIPTION_NOT_ACTIVE: 409,
  PERIOD_OVERLAP: 409,
  PERIOD_OPEN: 409,
  PERIOD_HAS_OPEN_ORDERS: 409,
  ORDER_CHANGED: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ORG_PENDING: 422,
  PERIOD_CLOSED: 422,
  STATEMENT_TOO_LONG_FOR_PDF: 422,
  ROLLBACK_EXPIRED: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * What a client needs to say an error in its own language: `reason` when its code has more than one
 * sentence, and the values the sentence names (docs/decisions.md). A row error's, a failure's, a detail's.
 */
export type ErrorParams = Record<string, string | number>;

export interface ErrorDetail {
  field: string;
  /** In English. */
  issue: string;
  /** What a client says the issue with in its own language (a refused file's reasons: docs/decisions.md). */
  reason?: string;
  params?: ErrorParams;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[];
  /** Extra response headers the error needs (Retry-After, WWW-Authenticate, Allow). */
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, details: ErrorDetail[] = [], headers: Record<string, string> = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static validation(field: string, issue: string, message = 'The request is not valid.'): AppError {
    return new AppError('VALIDATION_FAILED', message, [{ field, issue }]);
  }

  static notFound(message = 'The resource does not exist.'): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static unauthenticated(message = 'A valid session is required.'): AppError {
    return new AppError('UNAUTHENTICATED', message, [], { 'www-authenticate': 'Bearer' });
  }
}
