import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startLocalS3, type LocalS3 } from '../testing/s3-server';
import { listFiles, tempUploadsDir } from '../testing/staff-profiles';
import { testConfig } from '../testing/test-api';
import { createFileStorage } from './file-storage';
import { createS3FileStorage, type S3StorageOptions } from './s3-file-storage';

let s3: LocalS3;
let options: S3StorageOptions;

beforeAll(async () => {
  s3 = await startLocalS3();
  options = {
    bucket: s3.env.S3_BUCKET,
    endpoint: s3.env.S3_ENDPOINT,
    region: s3.env.S3_REGION,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
});
afterAll(() => s3?.stop());

/** The object as the store itself holds it, read by a client of its own. */
async function storedObject(key: string) {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
    return { contentType: answer.ContentType, data: Buffer.from(await answer.Body!.transformToByteArray()) };
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return null;
    throw error;
  } finally {
    client.destroy();
  }
}

describe('S3 file storage', () => {
  it('puts into the bucket with the type of the key, gets, and deletes (twice is fine)', async () => {
    const storage = createS3FileStorage(options);
    const photo = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 photo bytes');
    await storage.put('profile-photos/abc-123.webp', photo);
    expect(await storedObject('profile-photos/abc-123.webp')).toEqual({ contentType: 'image/webp', data: photo });
    expect(await storage.get('profile-photos/abc-123.webp')).toEqual({ data: photo, contentType: 'image/webp' });

    await storage.delete('profile-photos/abc-123.webp');
    await storage.delete('profile-photos/abc-123.webp');
    expect(await storage.get('profile-photos/abc-123.webp')).toBeNull();
    expect(await storedObject('profile-photos/abc-123.webp')).toBeNull();
  });

  it('answers null for a key never stored', async () => {
    expect(await createS3FileStorage(options).get('office-photos/never-stored.jpg')).toBeNull();
  });

  it('serves to one instance what another stored (one bucket, two clients)', async () => {
    await createS3FileStorage(options).put('office-photos/shared-1.png', Buffer.from('png bytes'));
    expect(await createS3FileStorage(options).get('office-photos/shared-1.png')).toEqual({ data: Buffer.from('png bytes'), contentType: 'image/png' });
  });

  it.each(['../escape.webp', 'a/../../escape.webp', '/etc/passwd', 'Upper.webp', 'x.svg', 'x.html', 'a//b.webp'])('refuses the key %s', async (key) => {
    const storage = createS3FileStorage(options);
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Not a storage key');
    await expect(storage.delete(key)).rejects.toThrow('Not a storage key');
    expect(await storage.get(key)).toBeNull();
  });

  it('signs its requests with the configured key (the store refuses an unknown one)', async () => {
    const storage = createS3FileStorage({ ...options, accessKeyId: 'SOMEONE-ELSE' });
    await expect(storage.put('profile-photos/unsigned.webp', Buffer.from('x'))).rejects.toThrow(/Access Key Id/);
    expect(await storedObject('profile-photos/unsigned.webp')).toBeNull();
  });

  it('gives up on a store that never answers within its time limit', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const storage = createS3FileStorage({ ...options, endpoint: `http://127.0.0.1:${port}`, requestTimeoutMs: 200 });
      const started = Date.now();
      await expect(storage.get('profile-photos/slow.webp')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('the configured file storage', () => {
  it('is the object store when S3_BUCKET is set: nothing on the local disk', async () => {
    const uploads = tempUploadsDir();
    const storage = await createFileStorage(testConfig({ ...s3.env, UPLOADS_DIR: uploads }));
    await storage.put('office-photos/configured.webp', Buffer.from('webp'));
    expect(await storedObject('office-photos/configured.webp')).toEqual({ contentType: 'image/webp', data: Buffer.from('webp') });
    expect(await listFiles(uploads)).toEqual([]);
  });

  it('is the local disk under UPLOADS_DIR otherwise', async () => {
    const uploads = tempUploadsDir();
    const storage = await createFileStorage(testConfig({ UPLOADS_DIR: uploads }));
    await storage.put('office-photos/local.webp', Buffer.from('webp'));
    expect(await listFiles(uploads)).toEqual(['office-photos/local.webp']);
    expect(await storedObject('office-photos/local.webp')).toBeNull();
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'photos', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'photos', S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE'],
  ])('refuses the configuration %o, naming %s', (env, name) => {
    expect(() => testConfig(env)).toThrow(new RegExp(`Invalid configuration: .*${name}:`));
  });
});
