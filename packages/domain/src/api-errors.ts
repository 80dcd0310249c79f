/** The error envelope every failed API call answers, and how the web client words it. */
export type ApiErrorItem = { code: string; message: string; field?: string };
export type ApiErrorBody = {
  errors: ApiErrorItem[];
  reason?: string;
  /** Fresh open interview times when a picked one was just taken (ADR 117). */
  slots?: string[];
};

export type FailedRequest = { kind: 'response'; status: number; body: unknown } | { kind: 'no-response' } | { kind: 'setup' };

/** An error envelope with at least one error (its first has a message). */
function isErrorBody(body: unknown): body is ApiErrorBody & { errors: [ApiErrorItem, ...ApiErrorItem[]] } {
  return (
    typeof body === 'object' &&
    body !== null &&
    Array.isArray((body as ApiErrorBody).errors) &&
    (body as ApiErrorBody).errors.length > 0 &&
    typeof (body as ApiErrorBody).errors[0]?.message === 'string'
  );
}

/** The message a person sees for a failed request, by the error catalogue. */
export function describeFailedRequest(failure: FailedRequest): string {
  switch (failure.kind) {
    case 'response':
      if (isErrorBody(failure.body)) return failure.body.errors[0].message;
      return `Error: The server responded with status code ${failure.status}`;
    case 'no-response':
      return 'The request was made but no response was received';
    case 'setup':
      return 'Something happened in setting up the request that triggered an error';
  }
}

/** The field each error names, for showing messages beside form fields. */
export function fieldErrors(body: unknown): Record<string, string> {
  if (!isErrorBody(body)) return {};
  const out: Record<string, string> = {};
  for (const error of body.errors) if (error.field && !out[error.field]) out[error.field] = error.message;
  return out;
}
