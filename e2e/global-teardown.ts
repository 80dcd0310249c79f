import { rmSync } from 'node:fs';

/** Removes the run's embedded database once the server has stopped. */
export default function globalTeardown() {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
