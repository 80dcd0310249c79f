import { emailTemplate } from '../../platform/email/email-template';
import { list } from '../../platform/email/email-content';

/** The 6-digit code of a password reset, and the page to enter it on. */
export const passwordResetEmail = emailTemplate({
  name: 'password-reset',
  description: 'To an account whose password reset was asked for: the 6-digit code and the page to enter it on.',
  sample: (base) => ({ name: 'Raé Núñez', code: '482913', minutes: 30, resetUrl: `${base}/dental-jobs/reset-password/?email=rae%40example.com` }),
  subject: () => 'Your Chairside password reset code',
  content: ({ name, code, minutes, resetUrl }: { name: string; code: string; minutes: number; resetUrl: string }) => ({
    preheader: `Your code is ${code}. It works for ${minutes} minutes.`,
    heading: 'Reset your password',
    greeting: `Hello ${name},`,
    body: [`Your code to reset your Chairside password is ${code}. It works for ${minutes} minutes.`, 'Enter it on the reset page:'],
    button: { label: 'Reset your password', url: resetUrl },
    closing: ['If you did not ask for this, ignore this email: your password stays as it is.'],
    footer: { reason: 'You got this email because a password reset was asked for the Chairside account that uses this address.' },
  }),
});

/** To the old address after an account's email was changed. */
export const emailChangedEmail = emailTemplate({
  name: 'email-changed',
  description: 'To the old address of an account whose email address was just changed, so a hijacked session cannot move the account quietly.',
  sample: (base) => ({ name: 'Raé Núñez', contactUrl: `${base}/contact-us/` }),
  subject: () => 'Your Chairside email address was changed',
  content: ({ name, contactUrl }: { name: string; contactUrl: string }) => ({
    preheader: 'This address no longer signs in to your account.',
    heading: 'Your email address was changed',
    greeting: `Hello ${name},`,
    body: [
      'The email address of your Chairside account was just changed, and this address no longer signs in.',
      'If you did not do this, contact us right away.',
    ],
    button: { label: 'Contact us', url: contactUrl },
    footer: { reason: 'You got this email because this address signed in to a Chairside account until now.' },
  }),
});

/** To a new job seeker: what to do first to be found and hired. */
export const seekerWelcomeEmail = emailTemplate({
  name: 'welcome-job-seeker',
  description: 'To a job seeker who just created an account: the first steps (a resume profile, from a file if they have one; jobs near them; alerts).',
  sample: (base) => ({
    name: 'Raé Núñez',
    zip: '60614',
    profileUrl: `${base}/app/my-profile`,
    importUrl: `${base}/app/my-profile/import`,
    searchUrl: `${base}/app/search-jobs/DH/60614`,
    alertsUrl: `${base}/app/job-alerts`,
  }),
  subject: () => 'Welcome to Chairside: your first steps',
  content: ({
    name,
    zip,
    profileUrl,
    importUrl,
    searchUrl,
    alertsUrl,
  }: {
    name: string;
    zip: string;
    profileUrl: string;
    importUrl: string;
    searchUrl: string;
    alertsUrl: string;
  }) => ({
    preheader: 'Finish your resume profile and practices near you can find you.',
    heading: 'Welcome to Chairside',
    greeting: `Hello ${name},`,
    body: [
      'Your account is ready. Three things get you hired faster:',
      list([
        'Finish your resume profile: practices search it, and it is what you apply with. Have a resume file? We fill the profile from it for you to check.',
        `Search the dental jobs near ${zip}, and save the ones you like.`,
        'Turn on a job alert: new jobs that fit come to you.',
      ]),
    ],
    button: { label: 'Finish your profile', url: profileUrl },
    links: [
      { label: 'Fill it from your resume file', url: importUrl },
      { label: 'Search jobs near you', url: searchUrl },
      { label: 'Set up a job alert', url: alertsUrl },
    ],
    footer: { reason: 'You got this email because a Chairside job seeker account was just created with this address.' },
  }),
});

/** To a new practice: what to do first to hire. */
export const practiceWelcomeEmail = emailTemplate({
  name: 'welcome-practice',
  description: 'To a practice that just created an account: the first steps (a posting, the practice profile, resume search).',
  sample: (base) => ({
    name: 'Dr. Maya Patel',
    practiceName: 'Lincoln Park Family Dental',
    postJobUrl: `${base}/app/post-job/new`,
    profileUrl: `${base}/app/employer-profile`,
    resumeSearchUrl: `${base}/app/resume-search`,
  }),
  subject: () => 'Welcome to Chairside: post your first job',
  content: ({
    name,
    practiceName,
    postJobUrl,
    profileUrl,
    resumeSearchUrl,
  }: {
    name: string;
    practiceName: string;
    postJobUrl: string;
    profileUrl: string;
    resumeSearchUrl: string;
  }) => ({
    preheader: `${practiceName} is on Chairside. Post a job and dental professionals near you see it.`,
    heading: 'Welcome to Chairside',
    greeting: `Hello ${name},`,
    body: [
      `${practiceName}'s account is ready. To hire:`,
      list([
        'Post a job: hygienists, assistants, front office staff and dentists near you find it in search and in their job alerts.',
        'Tell candidates about your practice: a profile with your offices, technology and team makes more of them apply.',
        'Search resumes and invite the people you would like to meet.',
      ]),
    ],
    button: { label: 'Post a job', url: postJobUrl },
    links: [
      { label: 'Fill in your practice profile', url: profileUrl },
      { label: 'Search resumes', url: resumeSearchUrl },
    ],
    footer: { reason: 'You got this email because a Chairside practice account was just created with this address.' },
  }),
});

type NewSignIn = { name: string; device: string; network: string | null; when: string; devicesUrl: string };

/** To an account signed in to from a browser and network it had not used: a takeover is noticed. */
export const newSignInEmail = emailTemplate<NewSignIn>({
  name: 'new-sign-in',
  description: 'To an account just signed in to from a browser and network it had not used lately: what signed in, when, and what to do if it was not them.',
  sample: (base) => ({
    name: 'Raé Núñez',
    device: 'Safari on iPhone',
    network: '203.0.113.0/24',
    when: 'Nov 30, 2026, 8:14 PM CST',
    devicesUrl: `${base}/app/account-settings#settings-devices`,
  }),
  subject: () => 'New sign-in to your Chairside account',
  content: ({ name, device, network, when, devicesUrl }) => ({
    preheader: `${device} signed in to your account.`,
    heading: 'A new sign-in to your account',
    greeting: `Hello ${name},`,
    body: [
      `Your Chairside account was just signed in to from ${device}${network ? ` on the network ${network}` : ''}, ${when}.`,
      'If this was you, there is nothing to do. If it was not, sign that device out and change your password: your applicants, resume and payment details are behind it.',
    ],
    button: { label: 'See your signed-in devices', url: devicesUrl },
    footer: {
      reason:
        'You got this email because your Chairside account was signed in to from a device it had not used lately. It is sent for every such sign-in and cannot be turned off.',
    },
  }),
});
