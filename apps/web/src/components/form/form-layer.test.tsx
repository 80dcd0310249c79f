import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ApiError } from '../../lib/api-client';
import { failureMessage, fieldErrorsFromIssues, serverFieldErrors } from './errors';
import { FieldFrame } from './field-frame';
import { TextField } from './plain-fields';
import { renamedServerFields } from './use-app-form';

const rejected = (errors: Array<{ field?: string; message: string }>) =>
  new ApiError({ kind: 'response', status: 400, body: { message: 'Please check the form.', errors } } as never);

describe('the form layer', () => {
  it('maps the server field errors onto the form fields by their top-level name, first message first', () => {
    const caught = rejected([
      { field: 'offices.0.zip', message: 'Enter a 5-digit ZIP code.' },
      { field: 'offices.1.zip', message: 'Another ZIP code.' },
      { field: 'website', message: 'Enter the website address.' },
      { field: 'notOnThisForm', message: 'Elsewhere.' },
    ]);
    expect(serverFieldErrors(caught, ['offices', 'website'])).toEqual({ offices: 'Enter a 5-digit ZIP code.', website: 'Enter the website address.' });
    expect(serverFieldErrors(caught, ['name'])).toEqual({});
    expect(serverFieldErrors(new Error('offline'), ['website'])).toEqual({});
  });

  it('shows a server field error under the form field of another name, or in the alert when the form has no such field', () => {
    const at = renamedServerFields({ priceCents: 'price' });
    const values = { title: '', price: '12.50' };
    expect(at(['priceCents'], values)).toBe('price');
    expect(at(['title'], values)).toBe('title');
    expect(at(['photos', '0'], values)).toBeNull();
  });

  it('says the server message of a failed call, and a plain fallback for anything else', () => {
    const caught = rejected([]);
    expect(failureMessage(caught)).toBe(caught.message);
    expect(caught.message).not.toBe('');
    expect(failureMessage(new TypeError('x'))).toBe('Something went wrong. Please try again.');
    expect(failureMessage(null, 'Could not save the alert.')).toBe('Could not save the alert.');
  });

  it('keeps the first schema message per field', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['zip'], message: 'Enter a ZIP code.' },
        { path: ['zip'], message: 'Second.' },
        { path: [], message: 'No field.' },
      ]),
    ).toEqual({ zip: 'Enter a ZIP code.' });
  });

  it('ties a control to its label, hint and error for assistive technology', () => {
    const html = renderToString(
      <FieldFrame id="zip" label="ZIP code" hint="Five digits." error="Enter a ZIP code.">
        {({ isInvalid: _isInvalid, ...aria }) => <input id="zip" {...aria} />}
      </FieldFrame>,
    );
    expect(html).toContain('for="zip"');
    expect(html).toContain('aria-describedby="zip-hint zip-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/id="zip-hint"[^>]*>Five digits\./);
    expect(html).toMatch(/id="zip-error"[^>]*>Enter a ZIP code\./);
  });

  it('names fields in words, never by their keys, under a field and in the alert', () => {
    const html = renderToString(
      <FieldFrame id="pay" label="Pay" error="Enter the pay (salaryMin).">
        {({ isInvalid: _isInvalid, ...aria }) => <input id="pay" {...aria} />}
      </FieldFrame>,
    );
    expect(html).toMatch(/id="pay-error"[^>]*>Enter the pay\.</);
    const caught = rejected([{ field: 'hoursRequired', message: 'hoursRequired is a number from 1 to 500.' }]);
    expect(serverFieldErrors(caught, ['hoursRequired'])).toEqual({ hoursRequired: 'Hours required is a number from 1 to 500.' });
    expect(fieldErrorsFromIssues([{ path: ['zip'], message: 'zip is a 5-digit ZIP code.' }])).toEqual({ zip: 'ZIP code is a 5-digit ZIP code.' });
    const single = new ApiError({ kind: 'response', status: 400, body: { message: 'completedDate is a day written YYYY-MM-DD.', errors: [] } } as never);
    expect(failureMessage(single)).not.toContain('completedDate');
  });

  it('draws the public pages’ fields in the same frame', () => {
    const html = renderToString(<TextField id="email" name="email" label="Email" value="" onValueChange={() => undefined} hint="We never share it." />);
    expect(html).toContain('for="email"');
    expect(html).toContain('aria-describedby="email-hint"');
    expect(html).not.toContain('aria-invalid');
  });
});
