// "Your data" (ADR 104): a download of everything the account holds, emailed as a link, and
// closing the account with its password (or a code from the authenticator app), with a grace period in which signing in keeps it.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as z from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { CLOSURE_GRACE_DAYS, CloseAccountSchema, DATA_EXPORT_LINK_DAYS, type AccountClosure, type DataExportRequested } from '@chairside/domain/account-data';
import type { Role } from '@chairside/domain/accounts';
import { TotpCodeSchema, type TwoStepStatus } from '@chairside/domain/two-step';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { formatDate } from '../../lib/dates';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { failureMessage } from '../../components/form/errors';
import { TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { LOGIN_PATH } from '../../components/layout/nav-links';
import { SettingsPanel } from './settings-panel';

const closurePath = (username: string) => `/users/${encodeURIComponent(username)}/closure`;

/** What is kept and what goes, as the written rule says (ADR 104). */
function WhatHappens({ role }: { role: Role }) {
  return (
    <ul className="small mb-3">
      {role === 'employer' ? (
        <li>Your postings close, and your practice&apos;s details, offices&apos; phones and notes on candidates are removed.</li>
      ) : (
        <li>Your resume, photo, files, applications, saved jobs and job alerts are deleted.</li>
      )}
      <li>Text and push notices stop, and every device is signed out now.</li>
      <li>Messages you sent stay with the people who got them, under &ldquo;Former member&rdquo;, with your name, email and phone removed.</li>
      <li>Receipts are kept with their amounts, as tax law requires, without your name.</li>
    </ul>
  );
}

/** Closing with a code from the authenticator app (two-step sign-in on) instead of the password. */
const CloseWithCodeSchema = z.strictObject({ code: TotpCodeSchema });

/** The closing's confirmation field: the password, or a code from the authenticator app. */
function ConfirmClosing({ username, role, method, onCancel }: { username: string; role: Role; method: 'password' | 'code'; onCancel: () => void }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const close = async (body: { password: string } | { code: string }) => {
    await api.post<AccountClosure>(closurePath(username), body);
    await signOut();
    await navigate(LOGIN_PATH);
  };
  const byPassword = useAppForm({ schema: CloseAccountSchema, defaultValues: { password: '' }, guardUnsaved: false, onSubmit: close });
  const byCode = useAppForm({ schema: CloseWithCodeSchema, defaultValues: { code: '' }, guardUnsaved: false, onSubmit: close });
  const body = (
    <Modal.Body>
      <p>Your account closes now and is erased after {CLOSURE_GRACE_DAYS} days. Changed your mind? Sign in before then and choose Keep my account.</p>
      <WhatHappens role={role} />
      {method === 'code' ? (
        <TextInput
          id="close-account-code"
          name="code"
          label="Code from your authenticator app"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          autoFocus
        />
      ) : (
        <TextInput id="close-account-password" name="password" label="Your password" type="password" autoComplete="current-password" autoFocus />
      )}
    </Modal.Body>
  );
  const footer = (busy: boolean) => (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <SubmitButton variant="danger" busyLabel="Closing…">
        Close my account
      </SubmitButton>
    </Modal.Footer>
  );
  return method === 'code' ? (
    <AppForm form={byCode} aria-labelledby="close-account-heading">
      {body}
      {footer(byCode.formState.isSubmitting)}
    </AppForm>
  ) : (
    <AppForm form={byPassword} aria-labelledby="close-account-heading">
      {body}
      {footer(byPassword.formState.isSubmitting)}
    </AppForm>
  );
}

/**
 * The dialog of closing: says the grace period and what is kept, asks for the password (or, with
 * two-step sign-in on, a code from the authenticator app instead), then signs the person out.
 */
function CloseAccountDialog({ username, role, show, onHide }: { username: string; role: Role; show: boolean; onHide: () => void }) {
  const twoStep = useQuery({
    queryKey: ['two-step', username],
    queryFn: ({ signal }) => api.get<TwoStepStatus>(`/users/${encodeURIComponent(username)}/two-step`, signal),
    enabled: show,
  });
  const [method, setMethod] = useState<'password' | 'code'>('password');
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="close-account-heading" centered>
      <Modal.Header closeButton>
        <Modal.Title id="close-account-heading">Close your account?</Modal.Title>
      </Modal.Header>
      <ConfirmClosing key={method} username={username} role={role} method={method} onCancel={onHide} />
      {twoStep.data?.enabled ? (
        <p className="px-3 pb-3 mb-0 small">
          <Button variant="link" size="sm" className="p-0" onClick={() => setMethod(method === 'password' ? 'code' : 'password')}>
            {method === 'password' ? 'Use a code from your authenticator app instead' : 'Use your password instead'}
          </Button>
        </p>
      ) : null}
    </Modal>
  );
}

/** The grace period's offer: the account is closing; keeping it cancels the closing. */
function KeepAccount({ username, eraseAfter }: { username: string; eraseAfter: string }) {
  const queryClient = useQueryClient();
  const keep = useMutation({
    mutationFn: () => api.delete<void>(closurePath(username)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account-closure', username] }),
  });
  return (
    <Alert variant="warning" className="your-data__closing" role="status">
      <p className="mb-2">
        Your account is closing: it will be erased on <strong>{formatDate(eraseAfter, 'long')}</strong>.
      </p>
      {keep.error ? <FormErrorAlert message={failureMessage(keep.error)} className="py-2" /> : null}
      <Button variant="primary" size="sm" onClick={() => keep.mutate()} disabled={keep.isPending}>
        {keep.isPending ? 'Keeping…' : 'Keep my account'}
      </Button>
    </Alert>
  );
}

/** Settings' "Your data" panel: download one's data, close the account, or keep it while it is closing. */
export function YourDataPanel({ username, role, delegated }: { username: string; role: Role; delegated: boolean }) {
  const closure = useQuery({
    queryKey: ['account-closure', username],
    queryFn: ({ signal }) => api.get<AccountClosure>(closurePath(username), signal),
  });
  const download = useMutation({ mutationFn: () => api.post<DataExportRequested>(`/users/${encodeURIComponent(username)}/data-exports`) });
  const [closing, setClosing] = useState(false);

  return (
    <SettingsPanel title="Your data" id="settings-your-data">
      {closure.data?.closing ? <KeepAccount username={username} eraseAfter={closure.data.closing.eraseAfter} /> : null}
      {closure.isError ? <FormErrorAlert message={failureMessage(closure.error)} className="py-2" /> : null}
      <p>
        Download everything Chairside holds about you: your account, resume, applications, messages you sent and files you uploaded. We email you a link that
        works for {DATA_EXPORT_LINK_DAYS} days.
      </p>
      {download.isSuccess ? (
        <Alert variant="success" role="status" className="py-2">
          {download.data.message}
        </Alert>
      ) : null}
      {download.error ? <FormErrorAlert message={failureMessage(download.error)} className="py-2" /> : null}
      {delegated ? (
        <Alert variant="info" className="mb-0">
          Only the account owner can download its data or close it.
        </Alert>
      ) : (
        <div className="your-data__actions">
          <Button variant="outline-primary" size="sm" onClick={() => download.mutate()} disabled={download.isPending || download.isSuccess}>
            {download.isPending ? 'Asking…' : 'Download my data'}
          </Button>
          {closure.isPending ? (
            <span role="status" className="small text-body-secondary">
              Loading…
            </span>
          ) : closure.data?.closing ? null : (
            <Button variant="outline-danger" size="sm" onClick={() => setClosing(true)}>
              Close my account
            </Button>
          )}
        </div>
      )}
      <CloseAccountDialog username={username} role={role} show={closing} onHide={() => setClosing(false)} />
    </SettingsPanel>
  );
}
