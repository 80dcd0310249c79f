import { useEffect, useState } from 'react';
import type { Interview } from '@chairside/domain/hiring';
import { googleCalendarLink, interviewCalendar, interviewEventText, interviewUid } from '@chairside/domain/interview-calendar';

/** The interview's calendar file (METHOD:PUBLISH: a copy for one's own calendar, same UID as the emailed invitation). */
function calendarFile(interview: Interview, viewer: 'applicant' | 'practice', stamp: Date): string {
  const text = interviewEventText(interview, viewer, `${window.location.origin}/app/interviews`);
  return interviewCalendar({
    method: 'PUBLISH',
    uid: interviewUid(interview.id, window.location.hostname),
    sequence: interview.sequence,
    start: interview.interviewDate,
    durationMinutes: interview.durationMinutes,
    summary: text.summary,
    description: text.description,
    location: interview.location,
    stamp,
    confirmed: interview.status === 'CONFIRMED',
  });
}

/** 'Add to calendar': Google Calendar's event form, and an .ics file for Apple Calendar, Outlook and the rest. */
export function AddToCalendar({ interview, viewer }: { interview: Interview; viewer: 'applicant' | 'practice' }) {
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  // One stamp per screen visit, so the file (and its download address) changes only with the interview.
  const [stamp] = useState(() => new Date());
  const file = calendarFile(interview, viewer, stamp);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }));
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const text = interviewEventText(interview, viewer, `${window.location.origin}/app/interviews`);
  const google = googleCalendarLink({
    ...text,
    start: interview.interviewDate,
    durationMinutes: interview.durationMinutes,
    location: interview.location,
    timeZone: interview.timeZone,
  });
  return (
    <p className="interview-card__calendar" aria-label="Add to calendar">
      <span className="interview-card__label">Add to calendar:</span>{' '}
      <a href={google} target="_blank" rel="noopener noreferrer" aria-describedby={`interview-${interview.id}`}>
        Google Calendar
      </a>
      {fileUrl ? (
        <>
          {' · '}
          <a href={fileUrl} download={`interview-${interview.id}.ics`} aria-describedby={`interview-${interview.id}`}>
            Download .ics
          </a>
        </>
      ) : null}
    </p>
  );
}
