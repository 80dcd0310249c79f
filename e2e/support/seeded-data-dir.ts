// Makes an embedded database folder as a fresh server makes it (migrated, ZIP codes, demo data with
// the demo administrator and two-step sign-in on), closes it cleanly and copies it for the shared
// server. The journeys' servers of their own start from copies of it too instead of migrating and
// seeding anew (about 20 s each).
// Usage: node --import tsx e2e/support/seeded-data-dir.ts <template folder> <copy>
import { cpSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '@chairside/db/client';
import { seedDemoData } from '@chairside/db/seed';
import { loadZipCodes } from '@chairside/db/zip-codes';

const [template, copy] = process.argv.slice(2);
if (!template || !copy) throw new Error('usage: seeded-data-dir.ts <template folder> <copy>');
const database = await openDatabase({ kind: 'pglite', dataDir: resolve(template) });
await database.migrate();
await loadZipCodes(database.db);
await seedDemoData(database.db, { admin: true, adminTwoStep: true });
await database.close();
cpSync(template, copy, { recursive: true });
