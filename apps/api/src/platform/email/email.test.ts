import { describe, expect, it } from 'vitest';
import { details, links, list, quote, type EmailContent } from './email-content';
import { emailTemplate, renderEmail } from './email-template';

const HOSTILE = `<script>alert("x")</script> & 'Smiles' <img src=x onerror=alert(1)>`;

const content = (overrides: Partial<EmailContent> = {}): EmailContent => ({
  preheader: 'The summary beside the subject',
  heading: 'A heading',
  greeting: 'Hello Raé,',
  body: [
    'First paragraph.',
    quote('Their message:', 'Line one\nLine two'),
    list(['Poor Grammar', 'Typos']),
    details([
      { label: 'Practice', value: 'Bright Smiles Dental' },
      { label: 'Office address', value: null },
    ]),
  ],
  button: { label: 'Accept the interview', url: 'https://chairside.example/app/interviews' },
  links: [{ label: 'The job', url: 'https://chairside.example/jobs/1' }],
  closing: ['If you did not ask for this, ignore this email.'],
  footer: { reason: 'You got this email because you applied.', unsubscribe: { label: 'Unsubscribe', url: 'https://chairside.example/unsubscribe/abc' } },
  ...overrides,
});

/** Every inline font size of the visible message, in px (the hidden preheader left out). */
const fontSizes = (html: string) =>
  [...html.replace(/<div style="display:none[^>]*>.*?<\/div>/s, '').matchAll(/font-size:(\d+)px/g)].map((match) => Number(match[1]));

describe('the email layer', () => {
  it('escapes every value in the HTML part and keeps it as written in the text part', () => {
    const email = renderEmail(
      `Interview with ${HOSTILE}`,
      content({ greeting: `Hello ${HOSTILE},`, body: [`From ${HOSTILE}.`, details([{ label: 'Practice', value: HOSTILE }])] }),
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Smiles&#39; &lt;img src=x onerror=alert(1)&gt;');
    expect(email.text).toContain(`Hello ${HOSTILE},`);
    expect(email.text).toContain(`Practice: ${HOSTILE}`);
    expect(email.subject).toBe(`Interview with ${HOSTILE}`);
  });

  it('shows the button as a padded link in HTML and as a "Label: URL" line in text', () => {
    const email = renderEmail('Subject', content());
    expect(email.html).toMatch(
      /<a href="https:\/\/chairside.example\/app\/interviews" style="display:inline-block;padding:14px 28px;[^"]*">Accept the interview<\/a>/,
    );
    expect(email.text).toContain('Accept the interview: https://chairside.example/app/interviews\nThe job: https://chairside.example/jobs/1');
    expect(email.html).toContain('<a href="https://chairside.example/unsubscribe/abc"');
    expect(email.text).toContain('-- \nYou got this email because you applied.\nUnsubscribe: https://chairside.example/unsubscribe/abc');
  });

  it('makes the text part from the same content, in the same order', () => {
    expect(renderEmail('Subject', content()).text).toBe(
      [
        'A heading',
        'Hello Raé,',
        'First paragraph.',
        'Their message:\nLine one\nLine two',
        '- Poor Grammar\n- Typos',
        'Practice: Bright Smiles Dental',
        'Accept the interview: https://chairside.example/app/interviews\nThe job: https://chairside.example/jobs/1',
        'If you did not ask for this, ignore this email.',
        '-- \nYou got this email because you applied.\nUnsubscribe: https://chairside.example/unsubscribe/abc',
      ].join('\n\n') + '\n',
    );
    const html = renderEmail('Subject', content()).html;
    for (const words of [
      'A heading',
      'Hello Raé,',
      'First paragraph.',
      'Their message:',
      'Line one<br>Line two',
      'Poor Grammar',
      'Bright Smiles Dental',
      'The job',
      'If you did not ask for this',
      'You got this email because you applied.',
    ])
      expect(html).toContain(words);
    // A detail without a value is left out of both parts.
    expect(html).not.toContain('Office address');
  });

  it('lists links as linked lines in HTML and as "- label" and the address in text', () => {
    const email = renderEmail(
      'Jobs',
      content({ body: [links([{ label: 'Pediatric Hygienist at Bright Smiles, Chicago, IL', url: 'https://chairside.example/dental-jobs/job/4/' }])] }),
    );
    expect(email.text).toContain('- Pediatric Hygienist at Bright Smiles, Chicago, IL\n  https://chairside.example/dental-jobs/job/4/');
    expect(email.html).toContain(
      '<a href="https://chairside.example/dental-jobs/job/4/" style="color:#0b5c6b;text-decoration:underline">Pediatric Hygienist at Bright Smiles, Chicago, IL</a>',
    );
  });

  it('never makes a link of an address that is not the web or mail', () => {
    const email = renderEmail(
      'Subject',
      content({ button: { label: 'Open', url: 'javascript:alert(1)' }, links: [{ label: 'Data', url: 'data:text/html,hi' }] }),
    );
    expect(email.html).not.toContain('javascript:');
    expect(email.html).not.toContain('data:text');
    expect(email.html).toContain('>Open<');
    expect(renderEmail('Mail', content({ button: { label: 'Reply', url: 'mailto:sam@example.com' } })).html).toContain('href="mailto:sam@example.com"');
    const quoted = renderEmail('Quoted', content({ button: { label: 'Open', url: 'https://x.example/?q="><script>alert(1)</script>&a=1' } })).html;
    expect(quoted).toContain('href="https://x.example/?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;a=1"');
    expect(quoted).not.toContain('<script>');
  });

  it('is a whole document in English, one column of tables for layout, readable on a phone and in dark mode', () => {
    const { html } = renderEmail('A subject', content());
    expect(html.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('<title>A subject</title>');
    expect(html).toContain('max-width:600px');
    // Every table is for layout and says so, except the content has no data tables.
    expect(html.match(/<table/g)?.length).toBe(html.match(/<table role="presentation"/g)?.length);
    // Inline styles only: nothing a client drops or the preview's policy blocks; no images, no scripts.
    expect(html).not.toMatch(/<style|<img|<script|<link/);
    expect(Math.min(...fontSizes(html))).toBeGreaterThanOrEqual(16);
    // The preheader is in the HTML part, hidden; the text part does not carry it.
    expect(html).toContain('The summary beside the subject');
    expect(renderEmail('A subject', content()).text).not.toContain('The summary beside the subject');
  });

  it('keeps a subject on one line', () => {
    expect(renderEmail('New applicant for\n  Hygienist\r\n(Chicago)', content()).subject).toBe('New applicant for Hygienist (Chicago)');
  });

  it('renders a template from its data, and its preview from its sample with the site address', () => {
    const template = emailTemplate({
      name: 'sample',
      description: 'A sample.',
      sample: (base) => ({ name: 'Sam', url: `${base}/app` }),
      subject: (data) => `Hello ${data.name}`,
      content: (data: { name: string; url: string }) => content({ greeting: `Hello ${data.name},`, button: { label: 'Open the app', url: data.url } }),
    });
    expect(template.render({ name: 'Lee', url: 'https://x.example/' }).subject).toBe('Hello Lee');
    const preview = template.preview('http://localhost:3000/');
    expect(preview.text).toContain('Open the app: http://localhost:3000/app');
    expect(preview.html).toContain('href="http://localhost:3000/app"');
  });
});
