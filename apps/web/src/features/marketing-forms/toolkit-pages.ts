// The toolkit and guide pages: our text, and the lead form each one shows (which emails the
// download or, for students, the webinar registration).
import { DOWNLOADS, type LeadFormConfig } from '@chairside/domain/marketing-forms';

export type ToolkitPage = {
  path: string;
  title: string;
  description: string;
  eyebrow: string;
  intro: string[];
  inside: { heading: string; items: string[] };
  form: { title: string; intro: string; config: LeadFormConfig };
};

export const TOOLKIT_PAGES: ToolkitPage[] = [
  {
    path: '/hiring-toolkit',
    title: 'Hiring Toolkit',
    description: 'Job description templates, interview guides and checklists for hiring dental staff: free from Chairside.',
    eyebrow: 'For practices',
    intro: [
      'Hiring a hygienist, assistant or front office lead takes time you would rather spend with patients. This toolkit puts the steps that work in one place.',
      'Tell us where to send it and we will email you the download link right away.',
    ],
    inside: {
      heading: "What's inside",
      items: [
        'A checklist for the week before you post',
        'Job description guidance that brings qualified applicants',
        'An interview guide with questions and a scoring sheet',
        'A working interview checklist',
        'An offer letter outline and a first-week plan',
      ],
    },
    form: {
      title: 'Get the Hiring Toolkit',
      intro: 'Free. We email you the download link.',
      config: {
        formName: 'hiring-toolkit',
        fixedRole: 'employer',
        askPracticeName: true,
        askPhone: true,
        askZip: true,
        leadSource: 'hiring-toolkit-page',
        assetTitle: DOWNLOADS['hiring-toolkit'].title,
        submitLabel: 'Email me the toolkit',
      },
    },
  },
  {
    path: '/jobseeker-toolkit',
    title: 'Jobseeker Toolkit',
    description: 'Resume tips, interview preparation and offer comparison for dental professionals: free from Chairside.',
    eyebrow: 'For dental professionals',
    intro: [
      'Whether you are a hygienist, an assistant or in the front office, the right practice makes every day better. This toolkit helps you find it.',
      'Tell us where to send it and we will email you the download link.',
    ],
    inside: {
      heading: "What's inside",
      items: [
        'A one-page clinical resume guide',
        'How to search by position and ZIP code',
        'Interview preparation with sample questions',
        'What to ask about working interviews',
        'A checklist for comparing offers',
      ],
    },
    form: {
      title: 'Get the Jobseeker Toolkit',
      intro: 'Free. We email you the download link.',
      config: {
        formName: 'jobseeker-toolkit',
        fixedRole: 'staff',
        askZip: true,
        leadSource: 'jobseeker-toolkit-page',
        assetTitle: DOWNLOADS['jobseeker-toolkit'].title,
        submitLabel: 'Email me the toolkit',
      },
    },
  },
  {
    path: '/school-instructor-toolkit',
    title: 'Educator Toolkit',
    description: 'Lesson plans and handouts that prepare dental students for their first job search.',
    eyebrow: 'For dental program instructors',
    intro: [
      'Your students learn the clinical skills in your program. This toolkit helps them with what comes next: the resume, the interview and the first ninety days.',
      'Four short classroom sessions with handouts, free for instructors.',
    ],
    inside: {
      heading: "What's inside",
      items: [
        'What practices look for in a new graduate',
        'Writing a one-page clinical resume',
        'Mock interviews with peer scoring',
        'Reading and negotiating a job offer',
      ],
    },
    form: {
      title: 'Get the Educator Toolkit',
      intro: 'Free for instructors. We email you the download link.',
      config: {
        formName: 'lead-form',
        askPracticeName: false,
        askZip: true,
        leadSource: 'educator-toolkit-page',
        assetTitle: DOWNLOADS['educator-toolkit'].title,
        submitLabel: 'Email me the toolkit',
      },
    },
  },
  {
    path: '/dental-career-guide',
    title: 'Dental Career Guide',
    description: 'Paths, training and pay for careers in dentistry: assistant, hygienist, front office, dentist, lab and industry.',
    eyebrow: 'Careers in dentistry',
    intro: [
      'Dentistry has room for many kinds of people: those who love patient care, those who run the business and those who build things in the lab.',
      'Our guide explains each path, the training it takes and where it leads.',
    ],
    inside: {
      heading: 'Careers covered',
      items: [
        'Dental assistant and expanded functions',
        'Dental hygienist',
        'Front office and practice management',
        'Dentist: associate, owner or group practice',
        'Lab technician and industry roles',
      ],
    },
    form: {
      title: 'Get the Dental Career Guide',
      intro: 'Free. We email you the download link.',
      config: {
        formName: 'lead-form',
        leadSource: 'dental-career-guide-page',
        assetTitle: DOWNLOADS['dental-career-guide'].title,
        submitLabel: 'Email me the guide',
      },
    },
  },
  {
    path: '/dental-students',
    title: 'For Dental Students',
    description: 'A free webinar and resources for dental, hygiene and assisting students starting their careers.',
    eyebrow: 'For students',
    intro: [
      'Starting out is easier with a plan. Join our free webinar for students in dental, hygiene and assisting programs: how practices hire, what to put on your first resume and how to choose your first job.',
      'Create a free profile before you graduate so practices near you can find you.',
    ],
    inside: {
      heading: 'In the webinar',
      items: [
        'How practices read a new graduate resume',
        'Licensing and your first job, state by state',
        'Questions to ask in your first interview',
        'Live answers from hiring managers',
      ],
    },
    form: {
      title: 'Register for the student webinar',
      intro: 'Free. We email you the date and the link to join.',
      config: { formName: 'student-webinar', fixedRole: 'student', askZip: true, leadSource: 'dental-students-page', submitLabel: 'Register' },
    },
  },
];

/** The public paths of this feature (with trailing slash) for the sitemap. */
export const MARKETING_PAGE_PATHS = [
  ...TOOLKIT_PAGES.map((page) => `${page.path}/`),
  '/salary-survey/',
  '/salary-survey/refer-a-friend/',
  '/dental-jobs/contact-us/',
];
