// The marketing-form port and its two adapters (ADR 47): the local one (the default) records each
// submission in PostgreSQL; the HubSpot-style HTTP one, chosen when MARKETING_FORMS_URL is set,
// posts the spec's body (a fields list of name/value pairs, email always, plus the page URI as
// context) to the service's form, chosen by form name.
import type { Database } from '@chairside/db/client';
import { marketingFormSubmissions } from '@chairside/db/schema';
import type { MarketingFormField, MarketingFormName } from '@chairside/domain/marketing-forms';
import type { Config } from './config';
import { AppError } from './errors';

export type MarketingFormSubmission = {
  formName: MarketingFormName;
  /** The spec's fields list: email first. */
  fields: MarketingFormField[];
  /** The page the form was sent from (a path of this site). */
  pageUri: string | null;
  /** The signed-in person's account, kept by the local adapter only. */
  userId: number | null;
};

export type MarketingForms = {
  name: 'database' | 'http';
  submit: (submission: MarketingFormSubmission) => Promise<void>;
};

const HTTP_TIMEOUT_MS = 5_000;

const serviceUnavailable = () => new AppError('UNAVAILABLE', 'There was an error submitting the form. Please try again in 1 minute.');

/** The local adapter: one row per submission. */
export function databaseMarketingForms(db: Database): MarketingForms {
  return {
    name: 'database',
    async submit(submission) {
      const email = submission.fields.find((field) => field.name === 'email')?.value ?? '';
      await db.insert(marketingFormSubmissions).values({
        formName: submission.formName,
        email,
        fields: submission.fields,
        pageUri: submission.pageUri,
        userId: submission.userId,
      });
    },
  };
}

/** The form's submit address: {form} replaced by its id from `formIds`, else by its name. */
export function marketingFormUrl(template: string, formIds: Record<string, string>, formName: MarketingFormName): string {
  return template.replace('{form}', encodeURIComponent(formIds[formName] ?? formName));
}

/**
 * The HTTP adapter: POST {fields, context: {pageUri}} as JSON. A service that does not answer
 * within 5 s, or answers other than 2xx, is a 503 with the lead form's failure message.
 */
export function httpMarketingForms(options: { url: string; formIds: Record<string, string>; publicUrl: string; fetch?: typeof fetch }): MarketingForms {
  const send = options.fetch ?? fetch;
  const base = options.publicUrl.replace(/\/$/, '');
  return {
    name: 'http',
    async submit(submission) {
      let response: Response;
      try {
        response = await send(marketingFormUrl(options.url, options.formIds, submission.formName), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            fields: submission.fields,
            context: { pageUri: submission.pageUri ? `${base}${submission.pageUri}` : base },
          }),
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        });
      } catch {
        throw serviceUnavailable();
      }
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw serviceUnavailable();
    },
  };
}

/** The adapter the configuration chooses. */
export function createMarketingForms(config: Config, db: Database): MarketingForms {
  if (config.MARKETING_FORMS_URL)
    return httpMarketingForms({ url: config.MARKETING_FORMS_URL, formIds: config.MARKETING_FORM_IDS, publicUrl: config.PUBLIC_URL });
  return databaseMarketingForms(db);
}
