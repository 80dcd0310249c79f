import { preloadedPages } from '../../components/layout/load-on-demand';

// The directory pages are one chunk (like the public job page): the server loads it before
// rendering (see the page-data loaders), the browser keeps the server's HTML until it arrives.
const pages = preloadedPages(() => import('./directory-pages'));

export const preloadDirectoryPages = pages.preload;
export const DirectoryRoute = pages.page((module) => module.DirectoryRoutePage);
