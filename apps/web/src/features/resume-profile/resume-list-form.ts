// What one resume list's Add/Edit form is made of: its fields and values, the request body, and the check before sending.
import type { ReactNode } from 'react';
import * as z from 'zod';
import type { ResumeSection, SectionInputs, SectionItems } from '@chairside/domain/resume-profile';
import { fieldErrorsFromIssues, type FieldErrors } from '../../components/form/errors';
import type { EditSection } from './missing-items';

export type FormValues = Record<string, string | boolean>;

type FieldKind = 'text' | 'textarea' | 'date' | 'number' | 'state' | 'score' | 'check';

export type ListField = {
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  /** Shown as required (the schema decides). */
  required?: boolean;
  /** Half a row on wide screens. */
  half?: boolean;
  /** Suggestions (a datalist) for a text field. */
  suggestions?: readonly string[];
  step?: string;
  min?: string;
  max?: string;
  maxLength?: number;
  autoComplete?: string;
  /** Left out of the form while this holds (an end date while "I work here now" is ticked). */
  hiddenWhen?: (values: FormValues) => boolean;
};

export type ListConfig<S extends ResumeSection> = {
  section: S;
  anchor: EditSection;
  title: string;
  /** 'skill', 'school'... for buttons and messages. */
  noun: string;
  lead: string;
  /** A line under the lead that depends on how many entries there are. */
  countNote?: (count: number) => string | null;
  empty: string;
  fields: ListField[];
  schema: z.ZodType<SectionInputs[S]>;
  /** The form's values for an entry (null: a new one). */
  toValues: (item: SectionItems[S] | null) => FormValues;
  /** Checks the schema cannot make (across fields of the form only). */
  check?: (values: FormValues) => FieldErrors;
  /** The request body from the form's values. */
  toInput: (values: FormValues) => unknown;
  /** The entry's name in messages ('Remove Dentrix?'). */
  nameOf: (item: SectionItems[S]) => string;
  /** How an entry reads in the list. */
  render: (item: SectionItems[S]) => ReactNode;
};

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Text as typed; blank stays '' for required fields (the schema words the message) and null otherwise. */
export function valuesToInput(fields: readonly ListField[], values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'check') continue;
    const text = typeof value === 'string' ? value.trim() : '';
    switch (field.kind) {
      case 'text':
      case 'textarea':
        input[field.name] = text === '' && !field.required ? null : text;
        break;
      case 'date':
      case 'state':
        input[field.name] = text === '' ? null : text;
        break;
      case 'number':
        input[field.name] = text === '' ? null : Number(text);
        break;
      case 'score':
        input[field.name] = Number(text || '1');
        break;
    }
  }
  return input;
}

/** Where the form's own problem goes when the schema fails on no one field ("Please check the form."). */
export const FORM_PROBLEM = '_form';

/**
 * The form's schema: the request body from the values (`toInput`), checked by the section's API
 * schema, plus the section's own checks across fields (which win for the same field). Its output
 * is the request body.
 */
export function listFormSchema<S extends ResumeSection>(config: ListConfig<S>) {
  return z.custom<FormValues>().transform((values, ctx) => {
    const parsed = config.schema.safeParse(config.toInput(values));
    const found = { ...(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues)), ...(config.check?.(values) ?? {}) };
    for (const [field, message] of Object.entries(found)) ctx.addIssue({ code: 'custom', path: [field], message });
    if (!parsed.success && Object.keys(found).length === 0) ctx.addIssue({ code: 'custom', path: [FORM_PROBLEM], message: 'Please check the form.' });
    return parsed.success && Object.keys(found).length === 0 ? parsed.data : z.NEVER;
  });
}
