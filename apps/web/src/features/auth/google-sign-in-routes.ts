import { preloadedPages } from '../../components/layout/load-on-demand';

// The pages Google's return leads to load as a chunk of their own, out of every public page's first download.
const googlePages = preloadedPages(() => import('./google-sign-in-pages'));
export const GoogleSignedInRoute = googlePages.page((module) => module.GoogleSignedInPage);
export const GoogleLinkRoute = googlePages.page((module) => module.GoogleLinkPage);
export const GoogleConfirmRoute = googlePages.page((module) => module.GoogleConfirmPage);
/** Loads the pages' chunk: the server awaits it before rendering. */
export const preloadGooglePages = googlePages.preload;
