import type { Role } from '@chairside/domain/accounts';
import { roleMay, type TeamCapability, type TeamRole } from '@chairside/domain/teams';

/** One entry of the side navigation. `icon` is a name from the spec's icon list (see menu-icon.tsx). */
export type MenuItem = {
  label: string;
  to: string;
  icon: string;
  /** The path prefix that marks this entry as the current one (defaults to `to`). */
  section?: string;
  /** A count shown beside the label when above zero. */
  badge?: 'unreadMessages';
};

/** What the menu depends on besides the role. */
export type MenuContext = {
  role: Role;
  position: string | null;
  zip: string | null;
  /** Employers see Subscription only with one (the employer dashboard's hasSubscription). */
  hasSubscription?: boolean;
  /** A member acting for the practice (ADR 116): the menu keeps what the role may use. */
  teamRole?: TeamRole;
};

/** What a member needs for each practice menu entry (by its address); `account`: the owner role only. */
const TEAM_MENU_NEEDS: Record<string, TeamCapability | 'account'> = {
  '/app/dashboard': 'practice',
  '/app/post-job/all': 'postings',
  '/app/shifts': 'practice',
  '/app/timesheets': 'practice',
  '/app/job-application/all': 'applicants',
  '/app/resume-search': 'practice',
  '/app/subscription': 'billing',
  '/app/employer-profile': 'practice',
  '/app/assessments': 'practice',
  '/app/interviews': 'interviews',
  '/app/reviews': 'practice',
  '/app/calendar': 'practice',
  '/app/messages': 'messages',
  '/app/my-classifieds': 'account',
  '/app/account-settings': 'billing',
};

/** The practice's menu as a member of a role sees it. */
export function teamMenu(items: MenuItem[], role: TeamRole | undefined): MenuItem[] {
  if (!role || role === 'owner') return items;
  return items.filter((item) => {
    const needs = TEAM_MENU_NEEDS[item.to] ?? 'account';
    return needs !== 'account' && roleMay(role, needs);
  });
}

/**
 * The job search route built from the user's position and ZIP code: /app/search-jobs/{position}/{zip}.
 * Without a position it searches ANY; without a ZIP code the zip segment is left off.
 */
export function searchJobsPath(position: string | null | undefined, zip: string | null | undefined): string {
  const code = position?.trim() || 'ANY';
  const place = zip?.trim();
  return place ? `/app/search-jobs/${encodeURIComponent(code)}/${encodeURIComponent(place)}` : `/app/search-jobs/${encodeURIComponent(code)}`;
}

const DASHBOARD: MenuItem = { label: 'Dashboard', to: '/app/dashboard', icon: 'home' };
const SETTINGS: MenuItem = { label: 'Settings', to: '/app/account-settings', icon: 'cog', section: '/app/account-settings' };
const ASSESSMENTS: MenuItem = { label: 'Assessments', to: '/app/assessments', icon: 'chart pie', section: '/app/assessments' };
const INTERVIEWS: MenuItem = { label: 'Interviews', to: '/app/interviews', icon: 'calendar' };
// Not in the spec's menu: shifts, interviews and availability in one calendar, beside the interviews (ADR 98).
const CALENDAR: MenuItem = { label: 'Calendar', to: '/app/calendar', icon: 'calendar' };
const MESSAGES: MenuItem = { label: 'Messages', to: '/app/messages', icon: 'comments', section: '/app/messages', badge: 'unreadMessages' };
// Not in the spec's menu: reviews after a shift or an interview, beside the interviews (ADR 114).
const REVIEWS: MenuItem = { label: 'Reviews', to: '/app/reviews', icon: 'star', section: '/app/reviews' };
const MY_CLASSIFIEDS: MenuItem = { label: 'My Classifieds', to: '/app/my-classifieds', icon: 'newspaper', section: '/app/my-classifieds' };

/** The role's own part of the side navigation, in the spec's order. */
export function mainMenuFor(context: MenuContext): MenuItem[] {
  switch (context.role) {
    case 'employer':
      return teamMenu(
        [
          DASHBOARD,
          { label: 'Job Postings', to: '/app/post-job/all', icon: 'briefcase', section: '/app/post-job' },
          // Not in the spec's menu: temp dates booked as shifts, beside the postings they belong to (ADR 97).
          { label: 'Shifts', to: '/app/shifts', icon: 'clipboard list' },
          // Not in the spec's menu: hours to confirm and temp shift invoices, beside the shifts (ADR 113).
          { label: 'Timesheets', to: '/app/timesheets', icon: 'file' },
          // Not in the spec's menu: every applicant and invitee in one place (ADR 35).
          { label: 'Candidates', to: '/app/job-application/all', icon: 'users', section: '/app/job-application' },
          // The spec's public menu features Resume Search for employers: in the app it sits beside the candidates.
          { label: 'Resume Search', to: '/app/resume-search', icon: 'address card' },
          ...(context.hasSubscription ? [{ label: 'Subscription', to: '/app/subscription', icon: 'gem' }] : []),
          { label: 'Employer Profile', to: '/app/employer-profile', icon: 'building' },
          ASSESSMENTS,
          INTERVIEWS,
          REVIEWS,
          CALENDAR,
          MESSAGES,
          MY_CLASSIFIEDS,
          SETTINGS,
        ],
        context.teamRole,
      );
    case 'staff':
      return [
        DASHBOARD,
        { label: 'Resume Profile', to: '/app/my-profile', icon: 'id card', section: '/app/my-profile' },
        // Not in the spec's menu: the temp profile sits beside the resume it adds a line to (ADR 96).
        { label: 'Temp Work', to: '/app/temp-work', icon: 'briefcase' },
        { label: 'Temp Shifts', to: '/app/temp-shifts', icon: 'bell' },
        // Not in the spec's menu: checking in and out, and what the shifts paid (ADR 113).
        { label: 'Timesheets', to: '/app/timesheets', icon: 'file' },
        { label: 'Payouts', to: '/app/payouts', icon: 'dollar' },
        { label: 'Search Jobs', to: searchJobsPath(context.position, context.zip), icon: 'search', section: '/app/search-jobs' },
        // Not in the spec's menu: saved jobs sit beside the search they come from (ADR 39).
        { label: 'Saved Jobs', to: '/app/saved-jobs', icon: 'heart' },
        // Not in the spec's menu: the postings the job seeker applied to and the invitations they got, after the jobs they look at.
        { label: 'Applications', to: '/app/job-application/all', icon: 'paper plane', section: '/app/job-application' },
        ASSESSMENTS,
        INTERVIEWS,
        REVIEWS,
        CALENDAR,
        MESSAGES,
        { label: 'Premium', to: '/app/premium', icon: 'star' },
        { label: "My CE's", to: '/app/coaching-ces/', icon: 'clipboard list' },
        MY_CLASSIFIEDS,
        SETTINGS,
      ];
    case 'admin':
      return [DASHBOARD, { label: 'Admin', to: '/app/admin', icon: 'shield', section: '/app/admin' }, SETTINGS];
  }
}

/** Links every signed-in person gets below the role's menu: public pages of the site. */
export const SHARED_MENU: MenuItem[] = [
  { label: 'Resources', to: '/dental-jobs/resources/', icon: 'book' },
  { label: 'Blog', to: '/blog/', icon: 'edit' },
  { label: "Dental Events & CE's", to: '/dental-jobs/events/', icon: 'tooth' },
  { label: 'Browse Classifieds', to: '/dental-jobs/classifieds-list/all/', icon: 'copy' },
];

export const CONTACT_US_PATH = '/dental-jobs/contact-us/';

/** Whether a menu entry is the current page's. */
export function isCurrentItem(item: MenuItem, pathname: string): boolean {
  const prefix = (item.section ?? item.to).replace(/\/+$/, '');
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
