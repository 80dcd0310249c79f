import { emailTemplate } from '../../platform/email/email-template';

export const EVENT_APPROVED_SUBJECT = 'Your event is on Chairside';
export const EVENT_REJECTED_SUBJECT = 'Your event was not approved';

const REASON = 'You got this email because you submitted this event to Chairside.';

export type EventApprovedData = { submitterName: string; title: string; eventUrl: string };

/** To the submitter when a moderator approves an event. */
export const eventApprovedEmail = emailTemplate({
  name: 'event-approved',
  description: "To an event's submitter when a moderator approves it, with its public page.",
  sample: (base): EventApprovedData => ({
    submitterName: 'Raé Núñez',
    title: 'Implant Study Club Night',
    eventUrl: `${base}/dental-jobs/events/12/implant-study-club-night/`,
  }),
  subject: () => EVENT_APPROVED_SUBJECT,
  content: (data: EventApprovedData) => ({
    preheader: `"${data.title}" is on the Chairside events pages.`,
    heading: EVENT_APPROVED_SUBJECT,
    greeting: `Hello ${data.submitterName},`,
    body: [`Your event "${data.title}" has been approved and is shown on the Chairside events pages.`],
    button: { label: 'See it', url: data.eventUrl },
    footer: { reason: REASON },
  }),
});

export type EventRejectedData = { submitterName: string; title: string; reason: string | null; editUrl: string };

/** To the submitter when a moderator rejects an event: the reason and how to resubmit. */
export const eventRejectedEmail = emailTemplate({
  name: 'event-rejected',
  description: "To an event's submitter when a moderator rejects it: the team's reason, and how to edit it and send it back for review.",
  sample: (base): EventRejectedData => ({
    submitterName: 'Raé Núñez',
    title: 'Implant Study Club Night',
    reason: 'Please add the speaker.',
    editUrl: `${base}/app/events/12/edit`,
  }),
  subject: () => EVENT_REJECTED_SUBJECT,
  content: (data: EventRejectedData) => ({
    preheader: `"${data.title}" is not shown on Chairside.`,
    heading: EVENT_REJECTED_SUBJECT,
    greeting: `Hello ${data.submitterName},`,
    body: [
      `Your event "${data.title}" was reviewed and is not shown on Chairside.`,
      ...(data.reason ? [`The reason from our team: ${data.reason}`] : []),
      'Edit it and save, and it goes back for review.',
    ],
    button: { label: 'Edit your event', url: data.editUrl },
    footer: { reason: REASON },
  }),
});

export const EVENT_EMAILS = [eventApprovedEmail, eventRejectedEmail];
