// Demo announcement and promotion: a banner for signed-out visitors and the promotion widget
// offering the demo special code (SMILE99) until it ends. Shown in the development environment,
// which a deployment without NODE_ENV=production is.
import type { Database } from './client';
import { announcements, promotions } from './schema';
import { DEMO_SPECIAL_DISCOUNT_CODE, DEMO_SPECIAL_DISCOUNT_DAYS } from './demo-commerce';

const DAY_MS = 86_400_000;
const DEMO_ADMIN = 'demo-admin';

export async function seedDemoPromotions(db: Database, now = new Date()) {
  await db.insert(announcements).values({
    heading: 'Hiring this month? Your first premium posting is $99 with code SMILE99.',
    ctaText: 'See pricing',
    ctaLink: '/dental-hiring-products/',
    backgroundColor: '#0b5c6b',
    userRoles: ['unauthenticated'],
    buildEnvironments: ['development', 'staging', 'production'],
    startsAt: now,
    createdBy: DEMO_ADMIN,
  });
  await db.insert(promotions).values({
    heading: 'A premium posting for $99',
    discountCode: DEMO_SPECIAL_DISCOUNT_CODE,
    ctaText: 'Post a job for $99',
    ctaLink: '/dental-hiring-products/',
    expirationDate: new Date(now.getTime() + DEMO_SPECIAL_DISCOUNT_DAYS * DAY_MS).toISOString().slice(0, 10),
    buildEnvironment: 'development',
    startsAt: now,
    createdBy: DEMO_ADMIN,
  });
  return { announcements: 1, promotions: 1 };
}
