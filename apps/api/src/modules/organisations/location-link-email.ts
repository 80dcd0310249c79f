import { emailTemplate } from '../../platform/email/email-template';

/** To an existing practice an organization asks to link as its location (ADR 127): what changes and the link that accepts. */
export const locationLinkEmail = emailTemplate<{ organisationName: string; practiceName: string; sharesBilling: boolean; linkUrl: string; days: number }>({
  name: 'location-link',
  description:
    'To the sign-in address of a practice an organization asks to link as one of its locations: what linking changes, and the link its owner opens, signed in, to accept.',
  sample: (base) => ({
    organisationName: 'Lakeshore Dental Group',
    practiceName: 'Bright Smiles Dental',
    sharesBilling: true,
    linkUrl: `${base}/location-link/abc`,
    days: 7,
  }),
  subject: ({ organisationName }) => `${organisationName} asks to add your practice as a location`,
  content: ({ organisationName, practiceName, sharesBilling, linkUrl, days }) => ({
    preheader: `Accept to make ${practiceName} a location of ${organisationName} on Chairside.`,
    heading: `Join ${organisationName} as a location`,
    greeting: 'Hello,',
    body: [
      `${organisationName} asks to add ${practiceName} as one of its locations on Chairside. Its owners and admins would act for ${practiceName} too, and see it in their report across locations.`,
      sharesBilling
        ? `${practiceName} would publish into the organization's job slots and spend its credits once its own are used.`
        : `${practiceName} would keep its own job slots and credits.`,
      `Your sign-in, postings and applicants stay yours. To accept, open this link within ${days} days and sign in as ${practiceName}'s owner.`,
    ],
    button: { label: 'Review the request', url: linkUrl },
    closing: ['If you did not expect it, ignore this email: nothing changes.'],
    footer: { reason: `You got this email because ${organisationName} asked to link this practice on Chairside.` },
  }),
});
