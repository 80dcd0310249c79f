import { rmSync } from 'node:fs';
import { seededTemplateDir } from './support/own-server';

/** Removes the run's embedded databases once the server has stopped. */
export default function globalTeardown() {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  rmSync(seededTemplateDir(), { recursive: true, force: true });
}
