import type { ContactInfo } from '@chairside/domain/employer-profile';
import type { AppContext } from '../../platform/context';
import { saveContactInfo } from './employers-repository';
import { requireEmployerRecord } from './require-employer';

/** Replaces the contact name, email, phone and website (null or blank clears one). */
export async function updateContactInfo(ctx: AppContext, username: string, info: ContactInfo): Promise<ContactInfo> {
  const employer = await requireEmployerRecord(ctx, username);
  return saveContactInfo(ctx.db, employer.id, info);
}
