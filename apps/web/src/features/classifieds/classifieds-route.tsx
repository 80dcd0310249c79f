import { preloadedPages } from '../../components/layout/load-on-demand';

// The public classifieds pages are their own chunk: the server loads it before rendering (see
// classifieds-data.ts), the browser keeps the server's HTML until it arrives.
const pages = preloadedPages(() => import('./classifieds-pages'));

export const preloadClassifiedsPages = pages.preload;
export const ClassifiedsListRoute = pages.page((module) => module.ClassifiedsListPage);
export const ClassifiedRoute = pages.page((module) => module.ClassifiedPage);
