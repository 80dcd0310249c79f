// The administrators' list of past second-factor resets by support (ADR 119, 128): whose, by whom,
// when and the identity checks written, the latest first, a page at a time.
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { secondFactorResets, users } from '@chairside/db/schema';
import type { SecondFactorResetLog } from '@chairside/domain/two-step';
import type { AppContext } from '../../platform/context';

const resetAdmin = alias(users, 'reset_admin');

export async function listSecondFactorResets(ctx: AppContext, page: { limit: number; offset: number }): Promise<SecondFactorResetLog> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: secondFactorResets.id,
        personUsername: users.username,
        personName: users.name,
        personEmail: users.email,
        adminUsername: resetAdmin.username,
        adminName: resetAdmin.name,
        checks: secondFactorResets.checks,
        createdAt: secondFactorResets.createdAt,
      })
      .from(secondFactorResets)
      .innerJoin(users, eq(users.id, secondFactorResets.userId))
      .leftJoin(resetAdmin, eq(resetAdmin.id, secondFactorResets.adminUserId))
      .orderBy(desc(secondFactorResets.createdAt), desc(secondFactorResets.id))
      .limit(page.limit)
      .offset(page.offset),
    ctx.db.select({ value: count() }).from(secondFactorResets),
  ]);
  return {
    resets: rows.map((row) => ({
      id: row.id,
      person: { username: row.personUsername, name: row.personName, email: row.personEmail },
      admin: row.adminUsername ? { username: row.adminUsername, name: row.adminName ?? '' } : null,
      checks: row.checks,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total: Number(total?.value ?? 0),
    limit: page.limit,
    offset: page.offset,
  };
}
