import { writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@chairside/db/client';
import { loadZipCodes } from '@chairside/db/zip-codes';
import { adminUrl, templateDatabaseName } from './test-database-names';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

/** Migrates one template database per run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const template = templateDatabaseName();
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({ kind: 'postgres', url: adminUrl(url, template), poolSize: 1 });
    await handle.migrate();
    await loadZipCodes(handle.db);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  await loadZipCodes(handle.db);
  // Checkpointed, so a copy starts with no WAL to replay; uncompressed, so it starts in about half
  // the time (no gunzip of 70 MB).
  const client = (handle.db as unknown as { $client: { exec: (sql: string) => Promise<unknown>; dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const path = join(tmpdir(), `chairside-template-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  project.provide('postgresTemplate', '');
  return () => rm(path, { force: true });
}
