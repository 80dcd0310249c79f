import { preloadedPages } from '../../components/layout/load-on-demand';

// The forgotten-password pages load as chunks of their own, out of every public page's first download.
const recoverPages = preloadedPages(() => import('./recover-password-page'));
const resetPages = preloadedPages(() => import('./reset-password-page'));
export const RecoverPasswordRoute = recoverPages.page((module) => module.RecoverPasswordPage);
export const ResetPasswordRoute = resetPages.page((module) => module.ResetPasswordPage);
/** Loads the pages' chunks: the server awaits them before rendering. */
export const preloadPasswordPages = () => Promise.all([recoverPages.preload(), resetPages.preload()]);
