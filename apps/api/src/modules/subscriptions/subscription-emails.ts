import { details } from '../../platform/email/email-content';
import { emailTemplate } from '../../platform/email/email-template';

const TO_PRACTICE = 'You got this email because your practice has a Chairside job posting subscription.';
const TO_MEMBER = 'You got this email because you bought Chairside Premium.';

export type RenewalDeclinedData = { amount: string; message: string; nextAttemptOn: string; subscriptionUrl: string };

/** To the practice when a subscription's renewal charge was declined and will be tried again. */
export const subscriptionDeclinedEmail = emailTemplate({
  name: 'subscription-renewal-declined',
  description: "To the practice when its job posting subscription's renewal charge is declined: its postings stay live and the charge is tried again.",
  sample: (base): RenewalDeclinedData => ({
    amount: '$299.00',
    message: 'Insufficient funds',
    nextAttemptOn: '2026-10-08',
    subscriptionUrl: `${base}/app/subscription`,
  }),
  subject: () => 'Your Chairside subscription payment was declined',
  content: (data: RenewalDeclinedData) => ({
    preheader: `We will try again on ${data.nextAttemptOn}.`,
    heading: 'Your subscription payment was declined',
    body: [
      `We could not renew your Chairside job posting subscription: the charge of ${data.amount} was declined (${data.message}).`,
      `Your postings stay live for now. We will try again on ${data.nextAttemptOn}. Make sure your card can be charged.`,
    ],
    button: { label: 'Update your card', url: data.subscriptionUrl },
    footer: { reason: TO_PRACTICE },
  }),
});

export type RenewalEndedData = { amount: string; message: string; subscriptionUrl: string };

/** To the practice when the last renewal attempt failed and the subscription ended. */
export const subscriptionEndedEmail = emailTemplate({
  name: 'subscription-ended',
  description: "To the practice when the last try of its subscription's renewal is declined: the subscription, its slots and their postings end.",
  sample: (base): RenewalEndedData => ({ amount: '$299.00', message: 'Insufficient funds', subscriptionUrl: `${base}/app/subscription` }),
  subject: () => 'Your Chairside subscription has ended',
  content: (data: RenewalEndedData) => ({
    preheader: 'Its job slots have ended and their postings are closed.',
    heading: 'Your subscription has ended',
    body: [
      `We could not renew your Chairside job posting subscription: the charge of ${data.amount} was declined (${data.message}).`,
      'That was the last try, so the subscription has ended: its job slots have ended and their postings are closed. You can subscribe again at any time.',
    ],
    button: { label: 'Subscribe again', url: data.subscriptionUrl },
    footer: { reason: TO_PRACTICE },
  }),
});

export type PremiumWelcomeData = { amount: string; card: string; premiumUrl: string };

/** To a job seeker who bought Premium. */
export const premiumWelcomeEmail = emailTemplate({
  name: 'premium-welcome',
  description: 'To a job seeker right after buying Chairside Premium: the charge, the card, and how it renews and is canceled.',
  sample: (base): PremiumWelcomeData => ({ amount: '$9.99', card: 'Visa ending 1111', premiumUrl: `${base}/app/premium` }),
  subject: () => 'Welcome to Chairside Premium',
  content: (data: PremiumWelcomeData) => ({
    preheader: 'Your Chairside Premium membership is on.',
    heading: 'Welcome to Chairside Premium',
    body: [
      `Thank you: your Chairside Premium membership is on. We charged ${data.amount} to your ${data.card}.`,
      details([
        { label: 'Charged', value: data.amount },
        { label: 'Card', value: data.card },
      ]),
      'It renews every month on the same day; cancel any time on your Premium page and the benefits run to the end of the month you paid for.',
    ],
    button: { label: 'Your Premium membership', url: data.premiumUrl },
    footer: { reason: TO_MEMBER },
  }),
});

export type PremiumEndedData = { amount: string; premiumUrl: string };

/** To a member whose Premium renewal was declined. */
export const premiumEndedEmail = emailTemplate({
  name: 'premium-ended',
  description: "To a Premium member whose monthly renewal charge is declined: the membership's benefits end.",
  sample: (base): PremiumEndedData => ({ amount: '$9.99', premiumUrl: `${base}/app/premium` }),
  subject: () => 'Your Chairside Premium has ended',
  content: (data: PremiumEndedData) => ({
    preheader: 'Your premium benefits have ended.',
    heading: 'Your Chairside Premium has ended',
    body: [
      `We could not renew your Chairside Premium: the charge of ${data.amount} was declined. Your premium benefits have ended; you can buy Premium again at any time.`,
    ],
    button: { label: 'Buy Premium again', url: data.premiumUrl },
    footer: { reason: TO_MEMBER },
  }),
});

export const SUBSCRIPTION_EMAILS = [subscriptionDeclinedEmail, subscriptionEndedEmail, premiumWelcomeEmail, premiumEndedEmail];
