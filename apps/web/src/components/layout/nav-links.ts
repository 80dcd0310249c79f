import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';
import { faAddressCard } from '@fortawesome/free-solid-svg-icons/faAddressCard';
import { faCalendarDays } from '@fortawesome/free-solid-svg-icons/faCalendarDays';
import { faClipboardList } from '@fortawesome/free-solid-svg-icons/faClipboardList';
import { faGraduationCap } from '@fortawesome/free-solid-svg-icons/faGraduationCap';
import { faNewspaper } from '@fortawesome/free-solid-svg-icons/faNewspaper';
import { faUsers } from '@fortawesome/free-solid-svg-icons/faUsers';
import { faFacebookF } from '@fortawesome/free-brands-svg-icons/faFacebookF';
import { faInstagram } from '@fortawesome/free-brands-svg-icons/faInstagram';
import { faLinkedinIn } from '@fortawesome/free-brands-svg-icons/faLinkedinIn';

/** One link of the public navigation. Paths carry the trailing slash the public site uses. */
export type NavLink = { label: string; to: string; description?: string };
export type NavFeature = NavLink & { icon: IconDefinition };

export type NavCategoryId = 'jobs' | 'resources' | 'employers';
export type NavCategory = {
  id: NavCategoryId;
  /** The tab's name (desktop) and the accordion header (mobile). */
  label: string;
  linksHeading: string;
  links: NavLink[];
  cta: NavLink;
  featuresHeading?: string;
  features: NavFeature[];
  /** The Resources tab also shows the latest blog posts. */
  showsBlog?: boolean;
};

/** The job directories by role, shared by the mega-menu and the home page. */
export const JOB_DIRECTORIES: NavLink[] = [
  { label: 'Dental Assistants', to: '/dental-jobs/dental-assistant/' },
  { label: 'Dental Front Office', to: '/dental-jobs/dental-front-office/' },
  { label: 'Dental Hygienists', to: '/dental-jobs/dental-hygienist/' },
  { label: 'Dentists', to: '/dental-jobs/dentist/' },
  { label: 'Dental Lab Technicians', to: '/dental-jobs/dental-lab-technician/' },
  { label: 'Dental Sales Reps', to: '/dental-jobs/dental-sales-rep/' },
];

/** The three categories of the public menu, as the spec lists them. */
export const NAV_CATEGORIES: NavCategory[] = [
  {
    id: 'jobs',
    label: 'Jobs',
    linksHeading: 'Dental jobs by role',
    links: JOB_DIRECTORIES,
    cta: { label: 'Browse all dental jobs', to: '/dental-jobs/zones/' },
    featuresHeading: 'For job seekers',
    features: [
      { label: 'Assessments', description: 'Free for job seekers', to: '/assessments/', icon: faClipboardList },
      { label: 'Continuing Education (CE)', description: "Keep track of your CE's in one place", to: '/app/coaching-ces/', icon: faGraduationCap },
      { label: 'Temp Jobs', description: 'Pick up temp shifts near you', to: '/dental-temp/', icon: faCalendarDays },
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    linksHeading: 'Guides and reports',
    links: [
      { label: '2025 Salary Survey Report', to: '/salary-survey/' },
      { label: 'Industry Events', to: '/dental-jobs/events/' },
      { label: 'Jobseeker Toolkit', to: '/jobseeker-toolkit/' },
      { label: 'Hiring Toolkit', to: '/hiring-toolkit/' },
      { label: 'Dental Career Guide', to: '/dental-career-guide/' },
      { label: 'Educator Toolkit', to: '/school-instructor-toolkit/' },
    ],
    cta: { label: 'View all resources', to: '/dental-jobs/resources/' },
    features: [],
    showsBlog: true,
  },
  {
    id: 'employers',
    label: 'Employers',
    linksHeading: 'Hire with Chairside',
    links: [
      { label: 'Premium Job Posting Subscription', to: '/dental-hiring-products/' },
      { label: 'Corporate Services', to: '/corporate-recruiting/' },
    ],
    cta: { label: 'View all products & pricing', to: '/dental-hiring-products/' },
    featuresHeading: 'Find candidates',
    features: [
      { label: 'Resume Search', description: 'With direct messaging', to: '/resume-search/', icon: faAddressCard },
      { label: 'Candidate Matching', description: 'Matched candidates for your openings', to: '/candidate-matching/', icon: faUsers },
      { label: 'Dental Classifieds', description: 'Equipment, practices and more', to: '/dental-jobs/classifieds-list/all/', icon: faNewspaper },
    ],
  },
];

export const BLOG_PATH = '/blog/';
export const LOGIN_PATH = '/dental-jobs/login/';
export const REGISTER_PATH = '/dental-jobs/register/';
export const DASHBOARD_PATH = '/app/dashboard';

export const FOOTER_LINKS: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about-us/' },
  { label: 'FAQs', to: '/faq/' },
  { label: 'Contact Us', to: '/dental-jobs/contact-us/' },
  { label: 'Terms of Service', to: '/tos/' },
  { label: 'Privacy Policy', to: '/privacy/' },
];

export type SocialLink = { label: string; href: string; icon: IconDefinition };
// The spec does not give the accounts' addresses: these are the handles to confirm before launch.
export const SOCIAL_LINKS: SocialLink[] = [
  { label: 'Chairside on Facebook', href: 'https://www.facebook.com/chairside', icon: faFacebookF },
  { label: 'Chairside on LinkedIn', href: 'https://www.linkedin.com/company/chairside', icon: faLinkedinIn },
  { label: 'Chairside on Instagram', href: 'https://www.instagram.com/chairside', icon: faInstagram },
];

/** The id of the mobile menu's off-canvas panel (the hamburger's aria-controls). */
export const MOBILE_MENU_ID = 'mobile-menu';
