import { preloadedPages } from '../../components/layout/load-on-demand';

// The sign-in page loads as a chunk of its own, out of every public page's first download.
const signInPages = preloadedPages(() => import('./login-page'));
export const LoginRoute = signInPages.page((module) => module.LoginPage);
/** Loads the page's chunk: the server awaits it before rendering. */
export const preloadLoginPage = signInPages.preload;
