import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CREDENTIAL_CARD_MAX_BYTES, CREDENTIAL_CARD_TOO_LARGE, type Credential, type CredentialInput } from '@chairside/domain/credentials';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { PRIVATE_FILES_PREFIX, type StoredFile } from '../../platform/file-storage';
import { reencodeImage, sniffImageFormat } from '../../platform/images';
import { checkPdf } from '../../platform/pdf-files';
import { readUpload } from '../../platform/uploads';
import { checksOf, deleteCredential, findCredential, findSeeker, insertCredential, listCredentials, setCard, updateCredential } from './credentials-repository';
import { credentialOf } from './credential-views';

/** Cards stay legible: re-encoded images keep up to this many pixels a side. */
const CARD_MAX_SIDE = 2400;

export const unknownCredential = () => new AppError('NOT_FOUND', 'That license or certificate was not found.', { field: 'credentialId' });

export async function requireSeeker(ctx: AppContext, username: string) {
  const seeker = await findSeeker(ctx.db, username);
  if (!seeker) throw notFound('That job seeker');
  return seeker;
}

export async function listMine(ctx: AppContext, username: string): Promise<Credential[]> {
  const seeker = await requireSeeker(ctx, username);
  const rows = await listCredentials(ctx.db, seeker.id);
  const checks = await checksOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => credentialOf(username, row, checks));
}

export async function viewOne(ctx: AppContext, username: string, credentialId: number): Promise<Credential> {
  const seeker = await requireSeeker(ctx, username);
  const row = await findCredential(ctx.db, seeker.id, credentialId);
  if (!row) throw unknownCredential();
  return credentialOf(username, row, await checksOf(ctx.db, [row.id]));
}

export async function addCredential(ctx: AppContext, username: string, input: CredentialInput): Promise<Credential> {
  const seeker = await requireSeeker(ctx, username);
  const row = await insertCredential(ctx.db, seeker.id, input, ctx.clock.now());
  return credentialOf(username, row, []);
}

export async function changeCredential(ctx: AppContext, username: string, credentialId: number, input: CredentialInput): Promise<Credential> {
  const seeker = await requireSeeker(ctx, username);
  const row = await updateCredential(ctx.db, seeker.id, credentialId, input, ctx.clock.now());
  if (!row) throw unknownCredential();
  return credentialOf(username, row, await checksOf(ctx.db, [row.id]));
}

export async function removeCredential(ctx: AppContext, username: string, credentialId: number): Promise<void> {
  const seeker = await requireSeeker(ctx, username);
  const row = await deleteCredential(ctx.db, seeker.id, credentialId);
  if (!row) throw unknownCredential();
  if (row.cardKey) await ctx.storage.delete(row.cardKey).catch(() => undefined);
}

/** Reads the one multipart field `file` into memory (platform/uploads.ts). Nothing is stored here. */
export async function readCardUpload(request: FastifyRequest): Promise<Buffer> {
  const oneFile = { message: 'Send one file, in the field file.', field: 'file' };
  const { data } = await readUpload(request, {
    maxBytes: CREDENTIAL_CARD_MAX_BYTES,
    tooLarge: CREDENTIAL_CARD_TOO_LARGE,
    notMultipart: 'Send the card as multipart/form-data in the field file.',
    missing: 'Choose the card: a PDF or a photo.',
    tooManyFiles: oneFile,
    tooManyParts: oneFile,
  });
  return data;
}

/**
 * PUT .../credentials/{credentialId}/card: a PDF (platform/pdf-files) or an image (platform/images,
 * re-encoded without metadata) under a private key, as the CE certificates are; the previous card is removed.
 */
export async function uploadCard(ctx: AppContext, username: string, credentialId: number, data: Buffer): Promise<Credential> {
  const seeker = await requireSeeker(ctx, username);
  if (!(await findCredential(ctx.db, seeker.id, credentialId))) throw unknownCredential();
  let stored: { body: Buffer; extension: 'pdf' | 'webp' };
  if (sniffImageFormat(data)) {
    const image = await reencodeImage(data, { maxSide: CARD_MAX_SIDE, thumbnail: { width: 16, height: 16 } });
    stored = { body: image.photo, extension: 'webp' };
  } else {
    checkPdf(data);
    stored = { body: data, extension: 'pdf' };
  }
  const key = `${PRIVATE_FILES_PREFIX}credentials/${randomUUID()}.${stored.extension}`;
  await ctx.storage.put(key, stored.body);
  let result;
  try {
    result = await setCard(ctx.db, seeker.id, credentialId, key, ctx.clock.now());
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (!result) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw unknownCredential();
  }
  if (result.previous) await ctx.storage.delete(result.previous).catch(() => undefined);
  return credentialOf(username, result.row, await checksOf(ctx.db, [credentialId]));
}

export async function removeCard(ctx: AppContext, username: string, credentialId: number): Promise<void> {
  const seeker = await requireSeeker(ctx, username);
  const result = await setCard(ctx.db, seeker.id, credentialId, null, ctx.clock.now());
  if (!result) throw unknownCredential();
  if (result.previous) await ctx.storage.delete(result.previous).catch(() => undefined);
}

/** The card file of one credential of the named person (the caller's right to read it was checked by the route). */
export async function readCard(ctx: AppContext, username: string, credentialId: number): Promise<StoredFile> {
  const seeker = await requireSeeker(ctx, username);
  const row = await findCredential(ctx.db, seeker.id, credentialId);
  const file = row?.cardKey ? await ctx.storage.get(row.cardKey) : null;
  if (!file) throw new AppError('NOT_FOUND', 'That card was not found.', { field: 'credentialId' });
  return file;
}
