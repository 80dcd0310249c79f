/**
 * The public pages of the spec's route table that later issues build. Until then each renders the
 * coming-soon page. Paths have no trailing slash: react-router matches '/about-us' and '/about-us/'.
 */
export type ContentPage = { path: string; title: string; description: string };

export const CONTENT_PAGES: ContentPage[] = [
  // Company and legal
  { path: '/about-us', title: 'About Us', description: 'Who we are and why we built a job board for the dental industry.' },
  { path: '/faq', title: 'FAQs', description: 'Answers to common questions from job seekers and employers.' },
  { path: '/tos', title: 'Terms of Service', description: 'The terms for using Chairside.' },
  { path: '/privacy', title: 'Privacy Policy', description: 'How Chairside collects, uses and protects your information.' },
  { path: '/dental-jobs/contact-us', title: 'Contact Us', description: 'Questions, feedback or help with your account: get in touch with the Chairside team.' },
  { path: '/mobile', title: 'Chairside on Mobile', description: 'Search dental jobs and manage your hiring from your phone.' },

  // Job directories
  { path: '/dental-jobs/zones', title: 'Browse All Dental Jobs', description: 'Dental jobs by area: dentists, hygienists, assistants, front office, lab technicians and sales reps.' },
  { path: '/dental-jobs/dental-assistant', title: 'Dental Assistant Jobs', description: 'Dental assistant jobs (DA, RDA, EFDA) near you.' },
  { path: '/dental-jobs/dental-front-office', title: 'Dental Front Office Jobs', description: 'Dental front office, receptionist and office manager jobs near you.' },
  { path: '/dental-jobs/dental-hygienist', title: 'Dental Hygienist Jobs', description: 'Dental hygienist (RDH) jobs near you.' },
  { path: '/dental-jobs/dentist', title: 'Dentist Jobs', description: 'Dentist (DDS, DMD) jobs near you.' },
  { path: '/dental-jobs/dental-lab-technician', title: 'Dental Lab Technician Jobs', description: 'Dental lab technician jobs near you.' },
  { path: '/dental-jobs/dental-sales-rep', title: 'Dental Sales Rep Jobs', description: 'Dental sales and industry representative jobs.' },
  { path: '/dental-temp', title: 'Dental Temp Jobs', description: 'Temporary dental shifts for hygienists, assistants and front office staff.' },

  // Job seekers
  { path: '/assessments', title: 'Assessments', description: 'Free assessments for job seekers: show employers your strengths.' },
  { path: '/jobseeker-toolkit', title: 'Jobseeker Toolkit', description: 'Resume tips, interview preparation and tools for your dental job search.' },
  { path: '/dental-career-guide', title: 'Dental Career Guide', description: 'Paths, pay and training for careers in dentistry.' },
  { path: '/dental-students', title: 'For Dental Students', description: 'Start your dental career: resources and first jobs for students.' },
  { path: '/school-instructor-toolkit', title: 'Educator Toolkit', description: 'Resources for dental school and program instructors.' },

  // Resources
  { path: '/dental-jobs/resources', title: 'Resources', description: 'Salary data, toolkits, career guides and events for the dental industry.' },
  { path: '/salary-survey', title: '2025 Dental Salary Survey Report', description: 'What dental professionals earn, by position and region.' },
  { path: '/salary-survey/refer-a-friend', title: 'Refer a Friend to the Salary Survey', description: 'Invite a colleague to take the dental salary survey.' },
  { path: '/dental-jobs/events', title: 'Dental Industry Events', description: "Conferences, meetings and CE's for the dental industry." },
  { path: '/dental-jobs/events/category/:category', title: 'Dental Industry Events', description: "Dental events and CE's by category." },
  { path: '/blog', title: 'Blog', description: 'News and advice for dental professionals and practices.' },
  { path: '/blog/job-seekers', title: 'Blog for Job Seekers', description: 'Career advice for dental professionals.' },
  { path: '/blog/employers', title: 'Blog for Employers', description: 'Hiring advice for dental practices.' },
  { path: '/blog/author/:name', title: 'Blog Posts by Author', description: 'Posts from one of our authors.' },
  { path: '/blog/tag/:tag', title: 'Blog Posts by Tag', description: 'Blog posts on one topic.' },
  { path: '/blog/category/:category', title: 'Blog Posts by Category', description: 'Blog posts in one category.' },

  // Employers
  { path: '/hiring-toolkit', title: 'Hiring Toolkit', description: 'Job description templates, interview guides and tools for hiring dental staff.' },
  { path: '/corporate-recruiting', title: 'Corporate Services', description: 'Recruiting services for dental groups and DSOs.' },
  { path: '/dental-jobs/classifieds-list/:category', title: 'Dental Classifieds', description: 'Dental equipment, practices for sale and more.' },
];
