import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalFileStorage, isStorageKey } from './file-storage';
import { listFiles, tempUploadsDir } from '../testing/staff-profiles';

const base = tempUploadsDir();

describe('local file storage', () => {
  it('puts, gets with the content type of the key, and deletes (twice is fine)', async () => {
    const root = join(base, 'round-trip');
    const storage = createLocalFileStorage(root);
    await storage.put('profile-photos/abc-123.webp', Buffer.from('RIFF....WEBP'));
    expect(await listFiles(root)).toEqual(['profile-photos/abc-123.webp']);
    expect(await storage.get('profile-photos/abc-123.webp')).toEqual({ data: Buffer.from('RIFF....WEBP'), contentType: 'image/webp' });
    await storage.delete('profile-photos/abc-123.webp');
    await storage.delete('profile-photos/abc-123.webp');
    expect(await storage.get('profile-photos/abc-123.webp')).toBeNull();
    expect(await listFiles(root)).toEqual([]);
  });

  it.each(['../escape.webp', 'a/../../escape.webp', '/etc/passwd', 'Upper.webp', 'x.svg', 'x.html', 'x', 'a//b.webp', '.hidden.webp', 'a/./b.webp'])(
    'refuses the key %s',
    async (key) => {
      const storage = createLocalFileStorage(join(base, 'refused'));
      expect(isStorageKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow();
      expect(await storage.get(key)).toBeNull();
    },
  );
});
