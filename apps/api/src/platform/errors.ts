import type { ApiErrorItem } from '@chairside/domain/api-errors';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PAYMENT: 402,
  /** The payment gateway declined the card (with reason paymentError and the gateway's message). */
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  /** Two-step sign-in (ADR 105): the action needs a second factor the person has not set up. */
  SECOND_FACTOR_REQUIRED: 403,
  /** Two-step sign-in (ADR 105): the action needs a code entered within the last few minutes. */
  STEP_UP_REQUIRED: 403,
  /** The practice requires two-step sign-in of its members (ADR 119) and this member has none yet. */
  TEAM_TWO_STEP_REQUIRED: 403,
  /** A team role that may read the hiring pipeline but not move, decline or message applicants (ADR 118). */
  TEAM_ROLE_READ_ONLY: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Applying needs a resume that is good to apply (an intro and at least 5 skills). */
  PROFILE_INCOMPLETE: 409,
  /** Signed links (platform/signed-links.ts): cut short, changed or for another purpose, expired, already used. */
  LINK_MALFORMED: 400,
  LINK_INVALID: 403,
  LINK_EXPIRED: 410,
  LINK_USED: 409,
  /** A link its sender withdrew (a practice's scheduling link, ADR 125). */
  LINK_WITHDRAWN: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type use cases throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  readonly status: number;
  readonly reason?: string;
  readonly headers?: Record<string, string>;
  /** Fresh open interview times, when a picked one was just taken (ADR 117). */
  readonly slots?: string[];

  constructor(code: ErrorCode, message: string, options: { field?: string; reason?: string; headers?: Record<string, string>; slots?: string[] } = {}) {
    super(message);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.field = options.field;
    this.reason = options.reason;
    this.headers = options.headers;
    this.slots = options.slots;
  }

  toItem(): ApiErrorItem {
    return this.field ? { code: this.code, message: this.message, field: this.field } : { code: this.code, message: this.message };
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);
