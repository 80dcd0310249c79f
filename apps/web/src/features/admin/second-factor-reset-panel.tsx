// Support resetting a person's lost second factor (ADR 119), on the admin accounts page: the
// username, the identity checks done (recorded with the reset), and a fresh code from the
// administrator's own app when the last one is older than 10 minutes.
import { useId, useState } from 'react';
import * as z from 'zod';
import { USERNAME_PATTERN } from '@chairside/domain/accounts-rules';
import { SECOND_FACTOR_ERRORS, SecondFactorResetSchema, type SecondFactorResetDone } from '@chairside/domain/two-step';
import { api, ApiError } from '../../lib/api-client';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { FieldProblem } from '../../components/form/errors';
import { TextArea, TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';

const ResetFormSchema = z.object({
  username: z.string().trim().regex(USERNAME_PATTERN, 'Enter a username: 1 to 64 letters, digits, underscores or hyphens.'),
  checks: SecondFactorResetSchema.shape.checks,
  code: z.string().trim().max(40, 'Enter the 6-digit code from your authenticator app, or a recovery code.'),
});

const EMPTY = { username: '', checks: '', code: '' };
const codeOf = (caught: unknown) => (caught instanceof ApiError ? (caught.body as { errors?: Array<{ code?: string }> } | null)?.errors?.[0]?.code : undefined);

function doneMessage(username: string, done: SecondFactorResetDone) {
  const removed = [done.authenticatorApp ? 'the authenticator app and recovery codes' : '', done.passkeys ? `${done.passkeys} passkey(s)` : '']
    .filter(Boolean)
    .join(' and ');
  return `Reset for ${username}: removed ${removed || 'the unconfirmed setup'}. They were signed out everywhere and emailed.`;
}

export function SecondFactorResetPanel({ adminUsername }: { adminUsername: string }) {
  const id = useId();
  const [needsCode, setNeedsCode] = useState(false);
  const form = useAppForm({
    schema: ResetFormSchema,
    defaultValues: EMPTY,
    guardUnsaved: false,
    onSubmit: async ({ username, checks, code }) => {
      if (code) await api.post<void>(`/users/${encodeURIComponent(adminUsername)}/two-step/step-up`, { code });
      try {
        const done = await api.post<SecondFactorResetDone>(`/admin/users/${encodeURIComponent(username)}/second-factor/reset`, { checks });
        setNeedsCode(false);
        return doneMessage(username, done);
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 404) throw new FieldProblem('username', 'No account has this username.');
        if (codeOf(caught) === SECOND_FACTOR_ERRORS.stepUp) {
          setNeedsCode(true);
          throw new FieldProblem('code', 'Enter the code from your authenticator app (asked again 10 minutes after the last one).');
        }
        throw caught;
      }
    },
    savedMessage: (message) => message,
    savedValues: () => EMPTY,
    failureFallback: 'The reset did not work. Please try again.',
  });
  return (
    <section className="app-panel mt-3" aria-labelledby={`${id}-title`}>
      <h2 className="h5" id={`${id}-title`}>
        Reset a lost second factor
      </h2>
      <p>
        When a person lost their phone or passkey and their recovery codes: check who they are first (a call back to the number on file, details only they
        know), then write what you checked. Their authenticator app, recovery codes and passkeys are removed, every device is signed out, and they are emailed.
        The reset and your notes are kept in the audit record.
      </p>
      <AppForm form={form} aria-label="Reset a lost second factor">
        <TextInput id={`${id}-username`} name="username" label="Username" autoComplete="off" spellCheck={false} maxLength={64} required />
        <TextArea
          id={`${id}-checks`}
          name="checks"
          label="Identity checks done"
          hint="What you asked and what matched, for example: called back on the phone number on file; confirmed the last posting's title."
          maxLength={2000}
          required
        />
        {needsCode ? (
          <TextInput id={`${id}-code`} name="code" label="Code from your authenticator app" autoComplete="one-time-code" spellCheck={false} maxLength={40} />
        ) : null}
        <SubmitButton busyLabel="Resetting…" variant="danger">
          Reset their second factor
        </SubmitButton>
      </AppForm>
    </section>
  );
}
