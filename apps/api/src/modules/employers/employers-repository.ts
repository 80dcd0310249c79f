import { eq, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { employers, users } from '@chairside/db/schema';
import type { ContactInfo, EmployerAccount, EmployerProfileInput } from '@chairside/domain/employer-profile';

export type EmployerRecord = {
  id: number;
  username: string;
  zip: string | null;
  city: string | null;
  state: string | null;
  practiceName: string;
  phone: string;
  about: string | null;
  empType: string | null;
  technologies: string[];
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  website: string | null;
  isPublic: boolean;
  /** Verified by its organization NPI (ADR 115). */
  isVerifiedPractice: boolean;
};

const columns = {
  id: employers.userId,
  username: users.username,
  zip: users.zip,
  city: users.city,
  state: users.state,
  practiceName: employers.practiceName,
  phone: employers.phone,
  about: employers.about,
  empType: employers.empType,
  technologies: employers.technologies,
  contactName: employers.contactName,
  contactEmail: employers.contactEmail,
  contactPhone: employers.contactPhone,
  website: employers.website,
  isPublic: employers.isPublic,
  isVerifiedPractice: sql<boolean>`${employers.npiVerifiedAt} is not null`,
};

/** An employer and its practice by username; null for an unknown name or another role. */
export async function findEmployer(db: Database, username: string): Promise<EmployerRecord | null> {
  const [row] = await db.select(columns).from(employers).innerJoin(users, eq(users.id, employers.userId)).where(eq(users.username, username)).limit(1);
  return row ?? null;
}

/** The practice's account (its owner's read): the signing-in person and the practice. */
export async function findEmployerAccount(db: Database, username: string): Promise<EmployerAccount | null> {
  const [row] = await db
    .select({
      username: users.username,
      name: users.name,
      email: users.email,
      practiceName: employers.practiceName,
      phone: employers.phone,
      city: users.city,
      state: users.state,
      zip: users.zip,
      isPublic: employers.isPublic,
      createdDate: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .where(eq(users.username, username))
    .limit(1);
  return row ?? null;
}

type EmployerFields = Partial<Omit<typeof employers.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>>;

async function saveFields(db: Database, employerId: number, fields: EmployerFields) {
  const [row] = await db
    .update(employers)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(employers.userId, employerId))
    .returning();
  return row;
}

export async function saveProfile(db: Database, employerId: number, input: EmployerProfileInput): Promise<void> {
  await saveFields(db, employerId, input);
}

export async function saveAbout(db: Database, employerId: number, about: string | null): Promise<string | null> {
  return (await saveFields(db, employerId, { about })).about;
}

export async function saveContactInfo(db: Database, employerId: number, info: ContactInfo): Promise<ContactInfo> {
  const row = await saveFields(db, employerId, info);
  return { contactName: row.contactName, contactEmail: row.contactEmail, contactPhone: row.contactPhone, website: row.website };
}

export async function savePublic(db: Database, employerId: number, isPublic: boolean): Promise<boolean> {
  return (await saveFields(db, employerId, { isPublic })).isPublic;
}
