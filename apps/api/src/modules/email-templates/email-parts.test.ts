import { afterAll, describe, expect, it } from 'vitest';
import { parseReceivedMail } from '../../testing/received-mail';
import { openSmtpSink } from '../../testing/smtp-sink';
import { useTestApi } from '../../testing/test-api';
import { EMAIL_TEMPLATES } from './email-template-registry';

// Every email the product sends, rendered with the sample data the admin preview shows, sent
// through the mailer to a real mail server and read back by a MIME parser, as a mail program
// reads it: a multipart/alternative message with a text part and an HTML part (ADR 79, ADR 101).

const sink = await openSmtpSink();
const api = useTestApi({ env: { SMTP_URL: sink.url } });
afterAll(() => sink.stop());

/** An HTML tag or comment: a start or end tag with a name, or <!-- … -->. */
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>|<!--/i;

describe('every email template, as received', () => {
  it('has a text part and an HTML part: both non-empty, the HTML in a language, the text without HTML', async () => {
    const base = api.ctx.config.PUBLIC_URL;
    const addressOf = (name: string) => `${name}@parts.example.com`;
    for (const template of EMAIL_TEMPLATES) await api.ctx.mailer.send({ to: addressOf(template.name), ...template.preview(base) });
    // The queue sends them; a pass takes a batch, so it runs until nothing is left.
    for (let pass = 0; pass < 20; pass++) if ((await api.ctx.notices.runDue()).filter((outcome) => outcome.kind === 'mail').length === 0) break;

    expect(EMAIL_TEMPLATES.length).toBeGreaterThanOrEqual(35);
    for (const template of EMAIL_TEMPLATES) {
      const received = sink.received.filter((mail) => mail.to.includes(addressOf(template.name)));
      expect(received, template.name).toHaveLength(1);
      // The two parts are alternatives of one message, not a single body or an attachment.
      expect(received[0].raw, template.name).toMatch(/^Content-Type: multipart\/alternative;/m);
      const mail = await parseReceivedMail(received[0]);
      expect(mail.subject, template.name).toBe(template.preview(base).subject);

      const text = mail.text ?? '';
      const html = mail.html ?? '';
      expect(text.trim().length, template.name).toBeGreaterThan(40);
      expect(text, template.name).not.toMatch(HTML_TAG);
      expect(text, template.name).not.toMatch(/&(amp|lt|gt|quot|#\d+);/);

      expect(html.trim().length, template.name).toBeGreaterThan(500);
      expect(html, template.name).toMatch(/^<!DOCTYPE html><html lang="en"/);
      expect(/<title>([^<]+)<\/title>/.exec(html)?.[1].trim(), template.name).toBeTruthy();
      expect(
        mail.attachments.filter((part) => part.disposition === 'attachment'),
        template.name,
      ).toEqual([]);
    }
  });
});
