/**
 * The admin area's own menu. Each admin feature adds its screen here and a route in
 * admin-area.tsx; icons are names from the spec's menu icon list.
 */
export type AdminSection = { label: string; path: string; icon: string; description: string };

export const ADMIN_HOME = '/app/admin';

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { label: 'Announcements', path: 'announcements', icon: 'bell', description: 'The banner above every page, by role and environment.' },
  { label: 'Promotions', path: 'promotions', icon: 'gift', description: 'The discount offer in the promotion widget.' },
  { label: 'Analytics', path: 'analytics', icon: 'chart bar', description: 'Events per day, the purchase funnel and sign-ups by source.' },
  { label: 'Reported jobs', path: 'reported-jobs', icon: 'briefcase', description: 'Job postings people reported: hide, dismiss or suspend the practice.' },
  { label: 'Message reports', path: 'message-reports', icon: 'comments', description: 'Reported messages in context: dismiss or block the sender.' },
  { label: 'Events', path: 'events', icon: 'calendar', description: 'Submitted events and CE courses: approve or reject.' },
  { label: 'Classifieds', path: 'classifieds', icon: 'copy', description: 'Classified listings to review, and listings readers reported.' },
  { label: 'Blog posts', path: 'blog-posts', icon: 'newspaper', description: 'Write, schedule and revise the blog’s posts.' },
  { label: 'Pages', path: 'content-pages', icon: 'file', description: 'About us, FAQ, terms, privacy and the other company pages.' },
  { label: 'Authors and tags', path: 'blog-terms', icon: 'users', description: 'The blog’s authors, tags and categories.' },
  {
    label: 'Undelivered notices',
    path: 'notices',
    icon: 'paper plane',
    description: 'Emails and other notices that failed every attempt: why, and try again.',
  },
  { label: 'Email templates', path: 'email-templates', icon: 'copy', description: 'Every email Chairside sends: preview its HTML and text with sample data.' },
  {
    label: 'Temp reliability',
    path: 'temp-reliability',
    icon: 'users',
    description: 'Disputed no-shows of temp shifts to uphold or overturn, and professionals whose booking is paused.',
  },
  {
    label: 'Shift pay',
    path: 'shift-pay',
    icon: 'dollar',
    description: 'Disputed timesheets to decide between both versions, and temp shift invoices whose last charge failed.',
  },
  {
    label: 'Reported reviews',
    path: 'review-reports',
    icon: 'star',
    description: 'Reviews after shifts and interviews that people reported: hide or keep.',
  },
  {
    label: 'License reviews',
    path: 'credential-reviews',
    icon: 'id card',
    description: 'Licenses, permits and certificates to check with the state board: approve or reject with a reason.',
  },
  {
    label: 'Google indexing',
    path: 'google-indexing',
    icon: 'search',
    description: 'What Google’s Indexing API was told about job pages, and today’s quota.',
  },
  { label: 'Accounts', path: 'accounts', icon: 'id card', description: 'Open a delegated session as a practice or job seeker, to help them.' },
  {
    label: 'Two-step resets',
    path: 'second-factor-resets',
    icon: 'shield',
    description: 'Second factors support removed after identity checks: whose, by whom, when and the checks written.',
  },
];

export const adminPath = (section: AdminSection) => `${ADMIN_HOME}/${section.path}`;
