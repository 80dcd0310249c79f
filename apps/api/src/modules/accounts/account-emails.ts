import { emailTemplate } from '../../platform/email/email-template';

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
    body: ['The email address of your Chairside account was just changed, and this address no longer signs in.', 'If you did not do this, contact us right away.'],
    button: { label: 'Contact us', url: contactUrl },
    footer: { reason: 'You got this email because this address signed in to a Chairside account until now.' },
  }),
});
