import { preloadedPages } from '../../components/layout/load-on-demand';

// The events pages are their own chunk (like the public job page): the server loads it before
// rendering (see events-data.ts), the browser keeps the server's HTML until it arrives.
const pages = preloadedPages(() => import('./events-pages'));

export const preloadEventsPages = pages.preload;
export const EventsListRoute = pages.page((module) => module.EventsListPage);
export const EventRoute = pages.page((module) => module.EventPage);
