import { emailTemplate } from '../../platform/email/email-template';
import { list } from '../../platform/email/email-content';
import { UNKNOWN_PLACE } from '@chairside/domain/devices';

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

type NewSignIn = { name: string; device: string; place: string | null; network: string | null; when: string; devicesUrl: string };

/** To an account signed in to from a browser and network it had not used: a takeover is noticed. */
export const newSignInEmail = emailTemplate<NewSignIn>({
  name: 'new-sign-in',
  description: 'To an account just signed in to from a browser and network it had not used lately: what signed in, when, and what to do if it was not them.',
  sample: (base) => ({
    name: 'Raé Núñez',
    device: 'Safari on iPhone',
    place: 'Chicago, IL',
    network: '203.0.113.0/24',
    when: 'Nov 30, 2026, 8:14 PM CST',
    devicesUrl: `${base}/app/account-settings#settings-devices`,
  }),
  subject: () => 'New sign-in to your Chairside account',
  content: ({ name, device, place, network, when, devicesUrl }) => ({
    preheader: `${device} signed in to your account.`,
    heading: 'A new sign-in to your account',
    greeting: `Hello ${name},`,
    body: [
      `Your Chairside account was just signed in to from ${device}${network ? ` on the network ${network}` : ''}, ${when}.`,
      place ? `Where: around ${place} (from the network, so only roughly).` : `Where: ${UNKNOWN_PLACE}.`,
      'If this was you, there is nothing to do. If it was not, sign that device out and change your password: your applicants, resume and payment details are behind it.',
    ],
    button: { label: 'See your signed-in devices', url: devicesUrl },
    footer: {
      reason:
        'You got this email because your Chairside account was signed in to from a device it had not used lately. It is sent for every such sign-in and cannot be turned off.',
    },
  }),
});

/** To the address of an account that a Google identity with the same address asked to be linked to (ADR 107). */
export const googleLinkEmail = emailTemplate<{ name: string; googleEmail: string; linkUrl: string; minutes: number }>({
  name: 'google-link',
  description:
    'To an account whose address a Google account also uses, when someone signing in with that Google account asked to link it by email instead of the password: the link that links it and signs in.',
  sample: (base) => ({ name: 'Raé Núñez', googleEmail: 'rae@gmail.com', linkUrl: `${base}/dental-jobs/login/google/confirm/?token=abc`, minutes: 60 }),
  subject: () => 'Link Google to your Chairside account',
  content: ({ name, googleEmail, linkUrl, minutes }) => ({
    preheader: `Sign in with Google as ${googleEmail} from now on.`,
    heading: 'Link your Google account',
    greeting: `Hello ${name},`,
    body: [
      `Someone signing in with the Google account ${googleEmail} asked to link it to your Chairside account. Once linked, it signs in to your account without your password.`,
      `If that was you, open this link within ${minutes} minutes: it links Google and signs you in.`,
    ],
    button: { label: 'Link Google and sign in', url: linkUrl },
    closing: ['If it was not you, ignore this email: nothing is linked.'],
    footer: { reason: 'You got this email because a sign-in with Google asked to link a Google account to the Chairside account that uses this address.' },
  }),
});

/** To an account whose two-step sign-in was just turned off: a takeover that removes it is noticed. */
export const twoStepOffEmail = emailTemplate<{ name: string; when: string; settingsUrl: string }>({
  name: 'two-step-off',
  description: 'To an account whose two-step sign-in was just turned off: when, and what to do if it was not them.',
  sample: (base) => ({ name: 'Raé Núñez', when: 'Nov 30, 2026, 8:14 PM CST', settingsUrl: `${base}/app/account-settings#settings-two-step` }),
  subject: () => 'Two-step sign-in was turned off',
  content: ({ name, when, settingsUrl }) => ({
    preheader: 'Your password alone now signs in to your account.',
    heading: 'Two-step sign-in is off',
    greeting: `Hello ${name},`,
    body: [
      `Two-step sign-in was turned off for your Chairside account, ${when}. Your password alone now signs in.`,
      'If this was not you, change your password and turn two-step sign-in back on right away.',
    ],
    button: { label: 'Open your account settings', url: settingsUrl },
    footer: { reason: 'You got this email because two-step sign-in was turned off for the Chairside account that uses this address. It cannot be turned off.' },
  }),
});

/** To an account that signed in with a recovery code and has few left: replace them before they run out. */
export const recoveryCodesLowEmail = emailTemplate<{ name: string; left: number; settingsUrl: string }>({
  name: 'recovery-codes-low',
  description: 'To an account that just used a recovery code and has 2 or fewer left: how many, and where to get new ones.',
  sample: (base) => ({ name: 'Raé Núñez', left: 2, settingsUrl: `${base}/app/account-settings#settings-two-step` }),
  subject: ({ left }) => (left === 0 ? 'You have no recovery codes left' : `You have ${left} recovery ${left === 1 ? 'code' : 'codes'} left`),
  content: ({ name, left, settingsUrl }) => ({
    preheader: 'Get new recovery codes in your account settings.',
    heading: left === 0 ? 'No recovery codes left' : 'Your recovery codes are running low',
    greeting: `Hello ${name},`,
    body: [
      `A recovery code was just used to sign in to your Chairside account. ${
        left === 0 ? 'You have none left' : `You have ${left} left`
      }: without your phone and without recovery codes, you could not sign in.`,
      'Replace your recovery codes in your account settings (it asks for a code from your authenticator app) and keep the new ones somewhere safe.',
      'If you did not use a recovery code, change your password right away.',
    ],
    button: { label: 'Replace your recovery codes', url: settingsUrl },
    footer: { reason: 'You got this email because a recovery code of the Chairside account that uses this address was just used.' },
  }),
});
