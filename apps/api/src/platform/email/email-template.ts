import { oneLine, type EmailContent } from './email-content';
import { emailHtml } from './email-html';
import { emailText } from './email-text';

/** What a template makes: the subject and both parts, ready for ctx.mailer.send. */
export type RenderedEmail = { subject: string; html: string; text: string };

/** A template as the admin preview sees it: any data, shown with its sample. */
export type EmailTemplatePreview = {
  /** kebab-case, unique: the preview's address. */
  name: string;
  /** Who gets it and when. */
  description: string;
  /** The template rendered with its sample data; `base` is the site's address for the sample's links. */
  preview: (base: string) => RenderedEmail;
};

export type EmailTemplate<Data> = EmailTemplatePreview & {
  /** Data that shows every part of the template. */
  sample: (base: string) => Data;
  render: (data: Data) => RenderedEmail;
};

/** Renders one content to the subject (one line), the HTML part and the text part. */
export function renderEmail(subject: string, content: EmailContent): RenderedEmail {
  const line = oneLine(subject);
  return { subject: line, html: emailHtml(line, content), text: emailText(content) };
}

/** One message the product sends: its subject and content from its data. */
export function emailTemplate<Data>(definition: {
  name: string;
  description: string;
  sample: (base: string) => Data;
  subject: (data: Data) => string;
  content: (data: Data) => EmailContent;
}): EmailTemplate<Data> {
  const render = (data: Data) => renderEmail(definition.subject(data), definition.content(data));
  return {
    name: definition.name,
    description: definition.description,
    sample: definition.sample,
    render,
    preview: (base) => render(definition.sample(base.replace(/\/$/, ''))),
  };
}
