import { preloadedPages } from '../../components/layout/load-on-demand';

// The sign-up page loads as a chunk of its own, out of every public page's first download.
const registerPages = preloadedPages(() => import('./register-page'));
export const RegisterRoute = registerPages.page((module) => module.RegisterPage);
/** Loads the page's chunk: the server awaits it before rendering. */
export const preloadRegisterPage = registerPages.preload;
