import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from './errors';
import { multipartReadError } from './validation';

// The one reader of uploaded files (multipart/form-data): one file in the field `file`, read into
// memory within its size limit, plus the few text fields a form takes, each parsed as it is read.
// Every failure is an AppError naming its field. What the bytes are is checked next, by the
// shared checkers of the content (images.ts: sniffImageFormat and reencodeImage; pdf-files.ts:
// checkPdf; document-text.ts: documentKindOf), inside the use case once it knows the person may
// act, so an upload to another's record answers 404 whatever it holds. Nothing is stored here.

/**
 * The validatorCompiler of an upload route: its body schema only documents the multipart form in
 * the API document (the handler reads the parts here); its params and query are checked as anywhere.
 */
export const uploadRouteValidator = (route: { httpPart?: string }) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);

/** What a problem answers: the message for people and the field it names. */
export type UploadProblem = { message: string; field: string };

/** A form's text fields: each parses its value (truncated: longer than fieldSize) or throws an AppError. */
export type UploadFieldParsers<Fields> = { [Name in keyof Fields]: (value: string, truncated: boolean) => Fields[Name] };

export type UploadRules<Fields> = {
  /** The largest file, in bytes, and what a larger one answers (413 naming file). */
  maxBytes: number;
  tooLarge: string;
  /** What a request that is not multipart/form-data answers (415 naming file). */
  notMultipart: string;
  /** A second file (400). */
  tooManyFiles: UploadProblem;
  /** More text fields or parts than the form has (400). */
  tooManyParts: UploadProblem;
  /** The text fields besides file; none: the file alone. */
  fields?: UploadFieldParsers<Fields>;
  /** The longest text field value, in bytes (the multipart parser's default when left out). */
  fieldSize?: number;
};

export type Upload<Fields> = { data: Buffer; fields: Partial<Fields> };
export type OptionalUpload<Fields> = { data: Buffer | null; fields: Partial<Fields> };

const unknownField = (name: string) => new AppError('VALIDATION', `Unknown field: ${name}.`, { field: name });

function readError(error: unknown, rules: UploadRules<unknown>): unknown {
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', rules.tooLarge, { field: 'file' });
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION', rules.tooManyFiles.message, { field: rules.tooManyFiles.field });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('VALIDATION', rules.tooManyParts.message, { field: rules.tooManyParts.field });
    default:
      return multipartReadError(error);
  }
}

/** The file (null when none or empty) and the text fields sent. */
export async function readOptionalUpload<Fields = Record<never, never>>(request: FastifyRequest, rules: UploadRules<Fields>): Promise<OptionalUpload<Fields>> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', rules.notMultipart, { field: 'file' });
  const parsers = (rules.fields ?? {}) as Partial<UploadFieldParsers<Fields>>;
  const fieldCount = Object.keys(parsers).length;
  const limits = {
    fileSize: rules.maxBytes,
    files: 1,
    fields: fieldCount,
    parts: fieldCount + 1,
    ...(rules.fieldSize === undefined ? {} : { fieldSize: rules.fieldSize }),
  };
  let data: Buffer | null = null;
  const fields: Partial<Fields> = {};
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw unknownField(part.fieldname);
        data = await part.toBuffer();
        continue;
      }
      const name = part.fieldname as keyof Fields;
      const parse = Object.hasOwn(parsers, name) ? parsers[name] : undefined;
      if (!parse) throw unknownField(part.fieldname);
      fields[name] = parse(String(part.value), part.valueTruncated);
    }
  } catch (error) {
    throw readError(error, rules as UploadRules<unknown>);
  }
  return { data: data !== null && data.length > 0 ? data : null, fields };
}

/** The file, required: none or an empty one answers 400 naming file with `missing`. */
export async function readUpload<Fields = Record<never, never>>(
  request: FastifyRequest,
  rules: UploadRules<Fields> & { missing: string },
): Promise<Upload<Fields>> {
  const upload = await readOptionalUpload(request, rules);
  if (!upload.data) throw new AppError('VALIDATION', rules.missing, { field: 'file' });
  return { data: upload.data, fields: upload.fields };
}
