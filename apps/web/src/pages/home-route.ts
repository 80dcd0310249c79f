import { preloadedPages } from '../components/layout/load-on-demand';

// The home page loads as a chunk of its own, out of every other public page's first download.
const homePages = preloadedPages(() => import('./home-page'));
export const HomeRoute = homePages.page((module) => module.HomePage);
/** Loads the page's chunk: the server awaits it before rendering. */
export const preloadHomePage = homePages.preload;
