import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from './config';

export type StoredFile = { data: Buffer; contentType: string };

/**
 * Where uploaded files live, behind a port: the local disk (the default), or an S3-compatible
 * object store that several instances share (`S3_BUCKET`, s3-file-storage.ts). Keys are
 * made by the application (never by the client): lowercase letters, digits, hyphens and
 * slashes, ending in a known extension that decides the content type.
 */
export type FileStorage = {
  put: (key: string, data: Buffer) => Promise<void>;
  get: (key: string) => Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete: (key: string) => Promise<void>;
};

export const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  /** CE certificates (checked by platform/pdf-files.ts), served only to their owner. */
  pdf: 'application/pdf',
  /** A person's data download (ADR 104), kept under private/ and served only through its signed link. */
  zip: 'application/zip',
};

const KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}(\/[a-z0-9][a-z0-9-]{0,99}){0,4}\.(webp|jpg|png|pdf|zip)$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function contentTypeOf(key: string): string {
  const type = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
  if (!type) throw new Error(`No content type for ${key}`);
  return type;
}

function assertKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** Files under one folder on local disk, made on first write. Writes are atomic (temp file, then rename). */
export function createLocalFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertKey(key);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`Key escapes the storage folder: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, data, { flag: 'wx' });
      await rename(temp, path);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        return { data: await readFile(pathOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/**
 * The storage the configuration names: the object store when `S3_BUCKET` is set, else the
 * local disk under `UPLOADS_DIR`. The S3 client is loaded only when it is used.
 */
export async function createFileStorage(config: Config): Promise<FileStorage> {
  if (!config.S3_BUCKET) return createLocalFileStorage(config.UPLOADS_DIR);
  const { createS3FileStorage } = await import('./s3-file-storage');
  return createS3FileStorage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/** Where the API serves stored files (GET /api9/files/{key}), same origin as the app. */
export const FILES_PATH = '/api9/files';
export const fileUrl = (key: string): string => `${FILES_PATH}/${key}`;

/** Keys under this folder are private to their owner: never served by the public files route (CE certificates). */
export const PRIVATE_FILES_PREFIX = 'private/';
