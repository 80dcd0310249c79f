import { preloadedPages } from '../../components/layout/load-on-demand';

export const PUBLIC_ASSESSMENTS_ROUTE = '/assessments';
export const PUBLIC_ASSESSMENTS_PATH = '/assessments/';

// The public assessments page loads as a chunk of its own, out of every public page's first download.
const publicAssessments = preloadedPages(() => import('./public-assessments-page'));
export const PublicAssessmentsRoute = publicAssessments.page((module) => module.PublicAssessmentsPage);
/** Loads the page's chunk: the server awaits it before rendering. */
export const preloadPublicAssessmentsPage = publicAssessments.preload;
