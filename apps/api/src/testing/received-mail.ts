import PostalMime, { type Attachment, type Email } from 'postal-mime';
import type { ReceivedMail } from './smtp-sink';

/** A MIME part's content as text (postal-mime hands text parts over as strings, files as bytes). */
export const partText = (part: Attachment) => (typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content));

/**
 * A message as the mail server received it, read by a MIME parser (postal-mime) as a mail
 * program would: its text and HTML parts, and the other parts (inline calendar parts with
 * their method, attached files with disposition 'attachment').
 */
export function parseReceivedMail(mail: ReceivedMail): Promise<Email> {
  return PostalMime.parse(mail.raw);
}

/** The one message the server received for an address with that subject, parsed, with its raw text; fails on none or several. */
export async function receivedFor(received: ReceivedMail[], to: string, subject: string): Promise<Email & { raw: string }> {
  const parsed = await Promise.all(
    received.filter((mail) => mail.to.includes(to)).map(async (mail) => ({ ...(await parseReceivedMail(mail)), raw: mail.raw })),
  );
  const found = parsed.filter((mail) => mail.subject === subject);
  if (found.length !== 1) throw new Error(`Expected one message to ${to} with the subject "${subject}", found ${found.length}`);
  return found[0];
}
