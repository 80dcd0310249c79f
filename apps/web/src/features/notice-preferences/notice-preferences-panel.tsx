import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { Role } from '@chairside/domain/accounts';
import {
  NOTICE_CATALOG,
  NOTICE_CHANNEL_LABELS,
  NOTICE_CHANNEL_PHRASES,
  NOTICE_CHANNELS,
  NoticePreferencesUpdateSchema,
  preferenceKindLabel,
  TRANSACTIONAL_NOTICES,
  type Channels,
  type NoticePreferences,
  type PreferenceKind,
  type SmsConsentRecord,
} from '@chairside/domain/notice-preferences';
import { failureMessage } from '../../components/form/errors';
import { PageLoading } from '../../components/page-loading';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { useAppForm } from '../../components/form/use-app-form';
import { useNoticePreferences, useSaveNoticePreferences } from './notice-preferences-api';
import { PhoneNumberSection } from './phone-number-section';

type Grid = Partial<Record<PreferenceKind, Channels>>;

/** The grid as the API takes it: each kind of notice with its three channels. */
const GridSchema = NoticePreferencesUpdateSchema.shape.preferences;

const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const ACTION_WORDS: Record<SmsConsentRecord['action'], string> = {
  'opt-in': 'Texts on',
  'opt-out': 'Texts off',
  stop: 'Replied STOP: all texts off',
  start: 'Replied START: texts on again',
};
const SOURCE_WORDS: Record<SmsConsentRecord['source'], string> = { settings: 'in settings', reply: 'by text', 'number-change': 'number changed' };

const gridOf = (data: NoticePreferences): Grid => Object.fromEntries(data.kinds.map(({ kind, ...channels }) => [kind, channels]));

/** 21:00 as people read it: 9:00 PM. */
function clockTime(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

function ConsentRecord({ consents }: { consents: SmsConsentRecord[] }) {
  if (consents.length === 0) return null;
  return (
    <details className="notice-consents mt-3">
      <summary>Your record of consent to texts ({consents.length})</summary>
      <ol className="list-unstyled mt-2 mb-0">
        {consents.map((record, index) => (
          <li key={`${record.at}-${index}`} className="notice-consents__item">
            <time dateTime={record.at}>{WHEN.format(new Date(record.at))}</time>: {ACTION_WORDS[record.action]}
            {record.kind ? ` for ${preferenceKindLabel(record.kind)}` : ''}, {record.phone}, {SOURCE_WORDS[record.source]}
            {record.action === 'opt-in' && record.wording ? <blockquote className="notice-consents__wording mb-0">“{record.wording}”</blockquote> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * Settings: which kinds of notice reach the person, by email, in the app and by text, as a grid
 * of checkboxes (one row per kind of their role), with their number for texts, the consent
 * wording they agree to by turning texts on, and their record of consent.
 */
export function NoticePreferencesPanel({ username, role, delegated }: { username: string; role: Role; delegated: boolean }) {
  const preferences = useNoticePreferences(username);
  const data = preferences.data;
  const phone = data?.sms.phone ?? null;
  // A change of number changes the texts column: a choice made before it no longer holds.
  const phoneKey = `${phone?.number}:${phone?.verified}:${phone?.stoppedAt}`;

  return (
    <section className="app-panel settings-panel settings-panel--wide" aria-labelledby="settings-notices">
      <h2 className="settings-panel__title" id="settings-notices">
        Notices
      </h2>
      <p>
        Choose how we tell you about each kind of notice: by email, in the app (a notice on your phone or browser, once turned on for that device) or by text
        message.
      </p>
      {preferences.isPending ? (
        <PageLoading label="Loading your notice settings…" />
      ) : preferences.isError || !data ? (
        <Alert variant="danger" role="alert">
          {failureMessage(preferences.error)}{' '}
          <Button variant="link" className="btn-inline-link" onClick={() => void preferences.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <PhoneNumberSection username={username} phone={phone} delegated={delegated} />
          <NoticeGridForm key={phoneKey} username={username} role={role} delegated={delegated} data={data} />
          <ConsentRecord consents={data.sms.consents} />
        </>
      )}
    </section>
  );
}

/** The grid of kinds by channel, saved together with Save Notice Settings. */
function NoticeGridForm({ username, role, delegated, data }: { username: string; role: Role; delegated: boolean; data: NoticePreferences }) {
  const save = useSaveNoticePreferences(username);
  const phone = data.sms.phone;
  const saved = gridOf(data);
  const textsOpen = Boolean(phone?.verified && !phone.stoppedAt && !delegated);
  const entries = NOTICE_CATALOG.filter((entry) => entry.roles.includes(role) && saved[entry.kind]);
  /** Texts go on for some kind: saving agrees to the consent wording shown. */
  const turnsTextsOn = (grid: Grid) => entries.some(({ kind }) => grid[kind]?.sms && !saved[kind]?.sms);
  const form = useAppForm({
    schema: GridSchema,
    defaultValues: saved,
    onSubmit: (preferences) =>
      save.mutateAsync({ preferences, smsConsentWording: turnsTextsOn(preferences) ? (data.sms.consentWording ?? undefined) : undefined }),
    savedMessage: 'Your notice settings are saved.',
    savedValues: gridOf,
  });
  const grid = useWatch({ control: form.control }) as Grid;
  const turningTextsOn = turnsTextsOn(grid);

  // Read again with nothing changed here (saved in another tab, say): shown as saved.
  const { reset, formState } = form;
  const savedJson = JSON.stringify(saved);
  useEffect(() => {
    if (!formState.isDirty) reset(JSON.parse(savedJson) as Grid);
  }, [savedJson, formState.isDirty, reset]);

  return (
    <AppForm form={form} feedback="none" aria-labelledby="settings-notices" className="mt-3">
      <div className="notice-grid-wrap">
        <table className="table notice-grid align-middle mb-2">
          <caption className="visually-hidden">Kinds of notice by channel</caption>
          <thead>
            <tr>
              <th scope="col">Notice</th>
              {NOTICE_CHANNELS.map((channel) => (
                <th scope="col" key={channel} className="notice-grid__channel">
                  {NOTICE_CHANNEL_LABELS[channel]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.kind}>
                <th scope="row" className="notice-grid__kind">
                  <span className="d-block">{entry.label}</span>
                  <span className="notice-grid__hint">{entry.hint}</span>
                </th>
                {NOTICE_CHANNELS.map((channel) => {
                  const locked = channel === 'sms' && !textsOpen && !grid[entry.kind]![channel];
                  return (
                    <td key={channel} className="notice-grid__channel">
                      <input
                        type="checkbox"
                        className="form-check-input"
                        id={`notice-${entry.kind}-${channel}`}
                        aria-label={`${entry.label} ${NOTICE_CHANNEL_PHRASES[channel]}`}
                        aria-describedby={channel === 'sms' ? (textsOpen ? 'notice-sms-consent' : 'notice-sms-closed') : undefined}
                        disabled={locked}
                        {...form.register(`${entry.kind}.${channel}`)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {textsOpen && data.sms.consentWording ? (
        <div className={turningTextsOn ? 'notice-consent notice-consent--agreeing' : 'notice-consent'}>
          <p className="mb-1 fw-semibold">{turningTextsOn ? 'By saving, you agree:' : 'Texts are sent with your consent:'}</p>
          <p className="mb-0" id="notice-sms-consent">
            {data.sms.consentWording}
          </p>
        </div>
      ) : (
        <p className="text-body-secondary small" id="notice-sms-closed">
          {delegated
            ? 'Only the account’s owner can turn texts on.'
            : phone?.stoppedAt
              ? 'Your number replied STOP: texts stay off until it replies START.'
              : 'To choose texts, add your mobile number above and enter the code we text to it.'}
        </p>
      )}
      <p className="text-body-secondary small mt-2">
        No texts from {clockTime(data.sms.quietHours.start)} to {clockTime(data.sms.quietHours.end)} your time ({data.sms.timeZone.replace(/_/g, ' ')}): they
        wait until morning. Always sent by email: {TRANSACTIONAL_NOTICES.join(', ').toLowerCase()}.
      </p>
      {form.saved ? (
        <Alert variant="success" role="status">
          {form.saved}
        </Alert>
      ) : null}
      {form.failure ? <FormErrorAlert message={form.failure} /> : null}
      <SubmitButton busyLabel="Saving…" disabled={!form.formState.isDirty}>
        Save Notice Settings
      </SubmitButton>
    </AppForm>
  );
}
