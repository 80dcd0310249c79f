import { randomBytes } from 'node:crypto';

/** A unique email for a journey's new account. */
export const uniqueEmail = (who: string) => `${who}-${randomBytes(5).toString('hex')}@journey.example`;

export const DEMO_PASSWORD = 'chairside-demo';
export const DEMO_EMPLOYER_EMAIL = 'employer@demo.chairside.dev';
export const DEMO_SEEKER_EMAIL = 'seeker@demo.chairside.dev';
