import { emailTemplate } from '../../platform/email/email-template';

export type UnreadMessageData = { name: string; from: string; conversationUrl: string; settingsUrl: string };

/** To one side of a conversation with messages unread for 15 minutes. */
export const unreadMessageEmail = emailTemplate({
  name: 'unread-message',
  description:
    'To one side of a conversation whose messages have been unread for 15 minutes (at most once a day per conversation), unless their email preferences turn these off.',
  sample: (base): UnreadMessageData => ({
    name: 'Raé Núñez',
    from: 'Bright Smiles Dental',
    conversationUrl: `${base}/app/messages/31`,
    settingsUrl: `${base}/app/account-settings#settings-preferences`,
  }),
  subject: (data) => `Unread message from ${data.from}`,
  content: (data: UnreadMessageData) => ({
    preheader: `${data.from} is waiting for your answer.`,
    heading: `Unread message from ${data.from}`,
    greeting: `Hello ${data.name},`,
    body: [`${data.from} sent you a message on Chairside that you have not read yet.`],
    button: { label: 'Read and answer it', url: data.conversationUrl },
    footer: {
      reason: 'You got this email because you have a conversation on Chairside. You can turn off these emails in your account settings.',
      unsubscribe: { label: 'Turn off message emails', url: data.settingsUrl },
    },
  }),
});
