// The site's pages by route pattern (react-router's notation), for analytics: a page is recorded
// and sent by its pattern, never by the values in its address (signed-link tokens, usernames,
// ids, slugs). The web's analytics port reports the pattern and the intake normalises whatever
// it receives against this table again. No zod here: every public page loads it.

const roleDirectories = ['dentist', 'dental-hygienist', 'dental-assistant', 'dental-front-office', 'dental-lab-technician', 'dental-sales-rep'];
const staffAssessments = ['disc', 'emotional-intelligence', 'satisfaction', 'culture-q', 'culture-pq', 'core-values', 'alignment', 'skills', 'technology'];
const assessmentResults = ['disc', 'emotional-intelligence', 'core-values', 'culture', 'alignment', 'satisfaction', 'skills'];
const adminSections = ['announcements', 'promotions', 'analytics', 'message-reports', 'events', 'classifieds', 'blog-terms', 'accounts'];

/** Every page of the site: public pages, emailed signed links, the /app area. */
export const PAGE_ROUTES: readonly string[] = [
  '/',
  // Signing in and up.
  '/dental-jobs/login',
  '/reports/login',
  '/dental-jobs/register',
  '/dental-jobs/register/staff',
  '/dental-jobs/register/employer',
  '/dental-jobs/recover-password',
  '/dental-jobs/reset-password',
  '/dev/outbox',
  // Emailed links that work signed out.
  '/applicant/:token',
  '/invitation/:token',
  '/interview-outcome/:token',
  '/feedback/:token',
  '/classified-renew/:token',
  '/job-alerts/confirm/:token',
  '/job-alerts/unsubscribe/:token',
  '/newsletter/confirm/:token',
  '/newsletter/unsubscribe/:token',
  '/downloads/:token',
  // Jobs, resumes and the directories.
  '/dental-jobs/search',
  '/dental-jobs/search/:position/:zip?',
  '/dental-jobs/job/:jobId/:slug',
  '/dental-jobs/job/:jobId',
  '/dental-professionals',
  '/dental-professionals/:username',
  '/resume-search',
  '/candidate-matching',
  '/assessments',
  '/dental-jobs/zones',
  '/dental-jobs/canada',
  '/dental-jobs/state/:state',
  '/dental-jobs/state/:state/:city',
  '/dental-jobs/metro/:metro',
  '/dental-jobs/region/:cluster',
  '/dental-jobs/specialty/:specialty',
  ...roleDirectories.flatMap((role) => [`/dental-jobs/${role}`, `/dental-jobs/${role}/metro/:metro`, `/dental-jobs/${role}/:state`]),
  '/dental-salaries/:role/metro/:metro',
  '/dental-salaries/:role/:state',
  '/dental-jobs/organizations',
  '/dental-jobs/organizations/:username',
  // Buying postings.
  '/dental-hiring-products',
  '/dental-hiring-products/select-addons',
  '/dental-hiring-products/account-setup',
  '/dental-hiring-products/payment',
  '/dental-hiring-products/confirmation',
  // Content, marketing, events and classifieds.
  '/blog',
  '/blog/job-seekers',
  '/blog/employers',
  '/blog/author/:name',
  '/blog/tag/:tag',
  '/blog/category/:category',
  '/blog/:slug',
  '/about-us',
  '/faq',
  '/tos',
  '/privacy',
  '/mobile',
  '/dental-jobs/resources',
  '/corporate-recruiting',
  '/dental-temp',
  '/hiring-toolkit',
  '/jobseeker-toolkit',
  '/school-instructor-toolkit',
  '/dental-career-guide',
  '/dental-students',
  '/salary-survey',
  '/salary-survey/refer-a-friend',
  '/dental-jobs/contact-us',
  '/dental-jobs/events',
  '/dental-jobs/events/category/:category',
  '/dental-jobs/events/:eventId/:slug',
  '/dental-jobs/events/:eventId',
  '/dental-jobs/classifieds-list/:category',
  '/dental-jobs/classifieds/:listingId/:slug',
  '/dental-jobs/classifieds/:listingId',
  // The signed-in area.
  '/app',
  '/app/sign-out',
  '/app/welcome',
  '/app/dashboard',
  '/app/account-settings',
  '/app/account-settings/receipt/:paymentId',
  '/app/my-profile',
  '/app/my-profile/edit',
  '/app/my-profile/public-view',
  '/app/employer-profile',
  '/app/post-job',
  '/app/post-job/all',
  '/app/post-job/new',
  '/app/post-job/edit/:jobId',
  '/app/post-job/subscription/:slotId',
  '/app/post-job/summary/:jobId',
  '/app/post-job/match-criteria/:jobId',
  '/app/post-job/matches/:jobId',
  '/app/post-job/select-product',
  '/app/subscription',
  '/app/search-jobs',
  '/app/search-jobs/post-job/application/:jobId',
  '/app/search-jobs/post-job/:jobId/:slug?',
  '/app/search-jobs/:position/:zip?',
  '/app/employers/:username',
  '/app/job-application',
  '/app/job-application/all',
  '/app/job-application/:jobId/:username',
  '/app/interviews',
  '/app/saved-jobs',
  '/app/premium',
  '/app/coaching-ces',
  '/app/job-alerts',
  '/app/resume-search',
  '/app/messages',
  '/app/messages/:conversationId',
  '/app/assessments',
  ...staffAssessments.map((kind) => `/app/assessments/${kind}`),
  ...assessmentResults.map((kind) => `/app/assessments/${kind}/results`),
  '/app/my-classifieds',
  '/app/my-classifieds/new',
  '/app/my-classifieds/:listingId/edit',
  '/app/my-classifieds/:listingId/photos',
  '/app/events/new',
  '/app/events/:eventId/edit',
  '/app/admin',
  ...adminSections.map((section) => `/app/admin/${section}`),
  ...['blog-posts', 'content-pages'].flatMap((collection) => [`/app/admin/${collection}`, `/app/admin/${collection}/new`, `/app/admin/${collection}/:id`]),
];

/** A page the table does not know (a mistyped address, the not-found page): its address is not kept. */
export const UNKNOWN_PAGE = '*';

type Compiled = { pattern: string; segments: string[]; score: number };

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');
// Literal segments outrank parameters, as react-router ranks routes: /dental-jobs/state/:state before /dental-jobs/dentist/:state.
const segmentScore = (segment: string) => (segment.startsWith(':') ? (segment.endsWith('?') ? 1 : 2) : 3);

let compiled: Compiled[] | null = null;
function table(): Compiled[] {
  compiled ??= PAGE_ROUTES.map((pattern) => {
    const segments = segmentsOf(pattern);
    return { pattern, segments, score: segments.reduce((sum, segment) => sum + segmentScore(segment), 0) };
  });
  return compiled;
}

function matches(route: string[], path: string[]): boolean {
  let at = 0;
  for (const segment of route) {
    const optional = segment.endsWith('?');
    const part = path[at];
    if (part === undefined) {
      if (optional) continue;
      return false;
    }
    if (segment.startsWith(':')) at += 1;
    else if (segment.toLowerCase() === part.toLowerCase()) at += 1;
    else return false;
  }
  return at === path.length;
}

/**
 * The route pattern of an address (its path; a query or fragment is dropped): /applicant/:token
 * for /applicant/eyJ…, UNKNOWN_PAGE for an address no page has.
 */
export function pageRoute(address: string): string {
  const path = segmentsOf(address.split(/[?#]/, 1)[0] ?? '');
  let best: Compiled | null = null;
  for (const route of table()) if (matches(route.segments, path) && (best === null || route.score > best.score)) best = route;
  return best?.pattern ?? UNKNOWN_PAGE;
}
