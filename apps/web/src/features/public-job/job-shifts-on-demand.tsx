import { lazy, type ComponentType } from 'react';
import type { PublicJob } from '@chairside/domain/job-posting';
import type * as ShiftsModuleExports from '../temp-shifts/public-api';
import { reloadForNewCode } from '../../components/layout/load-on-demand';

// A temp posting's shifts are a chunk of their own: most postings have none, and the job page's
// first load is near its budget (ADR 17). The server loads the chunk before rendering a temp
// posting, so its HTML lists the shifts; the browser keeps that HTML until the chunk arrives.

type ShiftsModule = typeof ShiftsModuleExports;
type Props = { job: PublicJob };
type Loaded = { default: ComponentType<Props> };
let loaded: ShiftsModule | null = null;

export async function preloadJobShifts(): Promise<void> {
  loaded ??= await import('../temp-shifts/public-api');
}

/** A thenable that calls back at once, so React.lazy resolves without suspending. */
const settled = (module: ShiftsModule) =>
  ({ then: (resolve: (value: Loaded) => void) => resolve({ default: module.JobShifts }) }) as unknown as Promise<Loaded>;

export const JobShiftsOnDemand = lazy(() =>
  loaded ? settled(loaded) : preloadJobShifts().then(() => ({ default: (loaded as ShiftsModule).JobShifts }), reloadForNewCode),
);
