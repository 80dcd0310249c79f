import type { Timesheet } from '@chairside/domain/shift-pay';
import { WORKER_CLASSIFICATION_LABELS } from '@chairside/domain/shift-pay';
import { formatCents } from '@chairside/domain/money';

const STATUS_WORDS: Record<Timesheet['status'], string> = {
  OPEN: 'Checked in',
  SUBMITTED: 'Waiting for the practice',
  CORRECTED: 'Corrected by the practice',
  DISPUTED: 'Disputed: our team decides',
  CONFIRMED: 'Confirmed',
};

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');
export const hoursText = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

/** One version of the hours: in, out, breaks and the total. */
export function HoursList({ label, hours }: { label: string; hours: Timesheet['professional'] }) {
  return (
    <div className="mb-2">
      <h4 className="h6 mb-1">{label}</h4>
      <dl className="row small mb-0">
        <dt className="col-5 col-sm-3">In</dt>
        <dd className="col-7 col-sm-9 mb-0">{time(hours.checkInAt)}</dd>
        <dt className="col-5 col-sm-3">Out</dt>
        <dd className="col-7 col-sm-9 mb-0">{time(hours.checkOutAt)}</dd>
        <dt className="col-5 col-sm-3">Breaks</dt>
        <dd className="col-7 col-sm-9 mb-0">{hours.breakMinutes} min</dd>
        <dt className="col-5 col-sm-3">Worked</dt>
        <dd className="col-7 col-sm-9 mb-0">{hoursText(hours.minutes)}</dd>
      </dl>
    </div>
  );
}

/** The timesheet's heading, status and both versions of the hours. */
export function TimesheetSummary({ sheet, who }: { sheet: Timesheet; who: 'professional' | 'practice' }) {
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <h3 className="h6 mb-1">
          {sheet.title} · {sheet.date} · {who === 'professional' ? sheet.practiceName : sheet.professionalName}
        </h3>
        <span className="badge text-bg-light border">{STATUS_WORDS[sheet.status]}</span>
      </div>
      <p className="small text-body-secondary mb-2">
        {formatCents(sheet.rateCents)} an hour · {WORKER_CLASSIFICATION_LABELS[sheet.workerClassification]}
        {sheet.answerBy ? ` · answer by ${time(sheet.answerBy)}` : ''}
      </p>
      <HoursList label={who === 'professional' ? 'Your hours' : 'Hours the professional recorded'} hours={sheet.professional} />
      {sheet.correction ? (
        <>
          <HoursList label="The practice's correction" hours={sheet.correction} />
          <p className="small mb-2">
            <strong>Reason:</strong> {sheet.correction.reason}
          </p>
        </>
      ) : null}
      {sheet.disputeText ? (
        <p className="small mb-2">
          <strong>Dispute:</strong> {sheet.disputeText}
        </p>
      ) : null}
    </>
  );
}
