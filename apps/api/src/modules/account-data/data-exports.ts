// Downloading one's data (ADR 104): asked for from the settings (at most once an hour), built on
// the notice queue into a private ZIP archive, emailed as a signed link that works for a week.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { z } from 'zod';
import type { Database } from '@chairside/db/client';
import { dataExports, users } from '@chairside/db/schema';
import { DATA_EXPORT_LINK_DAYS, DATA_EXPORT_REQUESTED_MESSAGE, type DataExportRequested } from '@chairside/domain/account-data';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { PRIVATE_FILES_PREFIX } from '../../platform/file-storage';
import { noticeKind } from '../../platform/notice-queue';
import { enforceLimits, type RequestLimit } from '../../platform/request-limits';
import { SIGNED_LINK_TTL_MS } from '../../platform/signed-links';
import { dataExportReadyEmail } from './account-data-emails';
import { collectPersonalData } from './data-export-contents';

/** Building one archive: a few attempts, a minute apart at first. */
export const DATA_EXPORT_NOTICE = noticeKind('data-export', z.object({ exportId: z.number().int().positive() }), {
  maxAttempts: 5,
  backoffMs: 60_000,
});

const EXPORT_LIMIT: RequestLimit = {
  name: 'data-exports:person',
  limit: 1,
  windowSeconds: 3_600,
  message: (wait) => `You asked for your data a moment ago: its link is on its way to your email. You can ask again in ${wait}.`,
};

/** The owner's account, by username: 404 when there is none. */
async function ownerOf(db: Database, username: string) {
  const [user] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.username, username));
  if (!user) throw notFound('That account');
  return user;
}

/** Records the request and queues the archive's building in one transaction; once an hour per person. */
export async function requestDataExport(ctx: AppContext, username: string): Promise<DataExportRequested> {
  const user = await ownerOf(ctx.db, username);
  await enforceLimits(ctx, [[EXPORT_LIMIT, String(user.id)]]);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(dataExports).values({ userId: user.id, requestedAt: ctx.clock.now() }).returning({ id: dataExports.id });
    await ctx.notices.enqueue(tx, { kind: DATA_EXPORT_NOTICE, key: `data-export:${row.id}`, payload: { exportId: row.id } });
  });
  return { message: DATA_EXPORT_REQUESTED_MESSAGE };
}

/** The queue's handler: the archive (data.json and files/), stored privately, and the email with its link. */
export async function buildDataExport(ctx: AppContext, exportId: number): Promise<void> {
  const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!row || row.readyAt) return;
  const [user] = await ctx.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, row.userId));
  if (!user) return;
  const { data, files } = await collectPersonalData(ctx.db, row.userId);
  const entries: Record<string, Uint8Array> = {};
  const included: string[] = [];
  for (const file of files) {
    const stored = await ctx.storage.get(file.key);
    if (!stored) continue;
    entries[file.name] = stored.data;
    included.push(file.name);
  }
  const document = { exportedAt: ctx.clock.now().toISOString(), files: included, ...data };
  entries['chairside-data.json'] = strToU8(JSON.stringify(document, null, 2));
  const key = `${PRIVATE_FILES_PREFIX}data-exports/${randomUUID()}.zip`;
  await ctx.storage.put(key, Buffer.from(zipSync(entries)));
  const link = ctx.signedLinks.link('data-export', { exportId }, '/api9/signed/data-export/', { ttlMs: SIGNED_LINK_TTL_MS['data-export'] });
  await ctx.db.transaction(async (tx) => {
    await tx.update(dataExports).set({ fileKey: key, readyAt: ctx.clock.now() }).where(eq(dataExports.id, exportId));
    await ctx.mailer.send(
      { to: user.email, ...dataExportReadyEmail.render({ name: user.name, downloadUrl: link, days: DATA_EXPORT_LINK_DAYS }) },
      { tx, key: `data-export-ready:${exportId}` },
    );
  });
}

/** The archive of a signed link: 410 when it was removed (the account was erased, or the link outlived its archive). */
export async function downloadDataExport(ctx: AppContext, token: string): Promise<{ data: Buffer; filename: string }> {
  const link = ctx.signedLinks.verify(token, 'data-export');
  const exportId = Number(link.subject.exportId);
  const [row] = await ctx.db.select({ fileKey: dataExports.fileKey, readyAt: dataExports.readyAt }).from(dataExports).where(eq(dataExports.id, exportId));
  const file = row?.fileKey ? await ctx.storage.get(row.fileKey) : null;
  if (!row?.readyAt || !file)
    throw new AppError('LINK_EXPIRED', 'This download is no longer available. Ask for your data again from your account settings.', { field: 'token' });
  return { data: file.data, filename: `chairside-data-${row.readyAt.toISOString().slice(0, 10)}.zip` };
}

/** Registers the archive builder on the queue (called once, by the routes). */
export function handleDataExports(ctx: AppContext): void {
  ctx.notices.handle(DATA_EXPORT_NOTICE, (notice) => buildDataExport(ctx, notice.payload.exportId));
}
