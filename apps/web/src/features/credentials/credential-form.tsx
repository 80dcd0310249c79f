// Adding a license, permit or certificate on the resume profile (the form layer, the API's rule).
import { useId } from 'react';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { CREDENTIAL_KIND_CODES, CREDENTIAL_KINDS, CredentialInputSchema, type CredentialKind } from '@chairside/domain/credentials';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { DateInput, SelectInput, TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { addCredential, refreshCredentials } from './credentials-api';

const blank = (value: string) => (value.trim() === '' ? null : value.trim());
const CredentialFormSchema = z
  .object({ kind: z.string(), title: z.string(), state: z.string(), number: z.string(), npi: z.string(), expiresOn: z.string() })
  .transform((values): z.input<typeof CredentialInputSchema> => ({
    kind: values.kind as CredentialKind,
    title: blank(values.title),
    state: blank(values.state.toUpperCase()) as z.input<typeof CredentialInputSchema>['state'],
    number: blank(values.number),
    npi: blank(values.npi),
    expiresOn: blank(values.expiresOn),
  }))
  .pipe(CredentialInputSchema);
const EMPTY = { kind: 'RDH', title: '', state: '', number: '', npi: '', expiresOn: '' };
const KIND_OPTIONS = CREDENTIAL_KIND_CODES.map((code) => ({ value: code, label: CREDENTIAL_KINDS[code].label }));

export function AddCredentialForm({ username }: { username: string }) {
  const id = useId();
  const queries = useQueryClient();
  const form = useAppForm({
    schema: CredentialFormSchema,
    defaultValues: EMPTY,
    onSubmit: async (values) => {
      const added = await addCredential(username, values);
      await refreshCredentials(queries, username);
      return added;
    },
    savedValues: () => EMPTY,
    savedMessage: (added) => `Added: ${added.label}. Attach a picture of the card and ask to verify it from the list.`,
  });
  const status = form.saved ?? form.failure;
  return (
    <div aria-labelledby={`${id}-heading`} role="group">
      <h3 id={`${id}-heading`} className="h6 mt-3">
        Add a license, permit or certificate
      </h3>
      <AppForm form={form} feedback="none" fieldsClassName="credential-form" aria-label="Add a license, permit or certificate">
        <SelectInput id={`${id}-kind`} name="kind" label="Kind" className="" options={KIND_OPTIONS} />
        <TextInput id={`${id}-title`} name="title" label="Name (for “other”)" className="" maxLength={120} />
        <TextInput id={`${id}-state`} name="state" label="State" className="" maxLength={2} autoComplete="off" />
        <TextInput id={`${id}-number`} name="number" label="License or permit number" className="" maxLength={40} autoComplete="off" />
        <TextInput id={`${id}-npi`} name="npi" label="NPI (optional)" className="" maxLength={10} inputMode="numeric" autoComplete="off" />
        <DateInput id={`${id}-expiresOn`} name="expiresOn" label="Expires on" className="" />
        <div className="credential-form__actions">
          <SubmitButton busyLabel="Adding…">Add</SubmitButton>
        </div>
      </AppForm>
      {status ? (
        <p className="mt-2 mb-0" role="status">
          {status}
        </p>
      ) : null}
    </div>
  );
}
