// The CE tracker's courses: each with its certificate (attach, view, replace) and a way to remove it.
import { useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { isUpcomingCourse, type CeCourse } from '@chairside/domain/ce-tracker';
import { dayIn } from '../../lib/dates';
import { failureMessage } from '../../components/form/errors';
import { openCertificate, refreshCe, removeCourse, uploadCertificate } from './ce-api';
import { categoryLabel, dayLabel } from './ce-labels';

export function CourseList({ username, courses }: { username: string; courses: CeCourse[] }) {
  return (
    <section className="app-panel" aria-labelledby="ce-courses">
      <h2 id="ce-courses" className="h5">
        Courses
      </h2>
      <p className="d-print-none">These are also the courses on your resume.</p>
      {courses.length === 0 ? (
        <p className="mb-0">No courses yet. Add your first one below.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle ce-courses" data-testid="ce-courses">
            <thead>
              <tr>
                <th scope="col">Course</th>
                <th scope="col">Date</th>
                <th scope="col">Hours</th>
                <th scope="col">Category</th>
                <th scope="col">Certificate</th>
                <th scope="col" className="d-print-none">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {courses.map((course) => (
                <CourseRow key={course.id} username={username} course={course} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function CourseRow({ username, course }: { username: string; course: CeCourse }) {
  const queries = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function attach(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      await uploadCertificate(username, course.id, file);
      await refreshCe(queries, username);
    } catch (caught) {
      setProblem(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!window.confirm(`Remove “${course.title}” from your courses and your resume?`)) return;
    setBusy(true);
    try {
      await removeCourse(username, course.id);
      await refreshCe(queries, username);
    } catch (caught) {
      setProblem(failureMessage(caught));
      setBusy(false);
    }
  }

  return (
    <tr>
      <td>
        <strong>{course.title}</strong>
        {course.provider ? <div className="small text-body-secondary">{course.provider}</div> : null}
        {problem ? (
          <div className="small text-danger" role="alert">
            {problem}
          </div>
        ) : null}
      </td>
      <td>
        {isUpcomingCourse(course, dayIn()) ? (
          <>
            Upcoming, {dayLabel(course.completedDate)}
            <div className="small text-body-secondary">Counts once it is done</div>
          </>
        ) : course.completedDate ? (
          `Completed ${dayLabel(course.completedDate)}`
        ) : (
          '—'
        )}
      </td>
      <td>{course.hours ?? '—'}</td>
      <td>{categoryLabel(course.category)}</td>
      <td>
        {course.certificateUrl ? (
          <>
            <span className="ce-page__print-only">On file ({course.certificateType === 'pdf' ? 'PDF' : 'image'})</span>
            <Button
              variant="link"
              size="sm"
              className="p-0 d-print-none"
              onClick={() => void openCertificate(course.certificateUrl!).catch((caught: unknown) => setProblem(failureMessage(caught)))}
            >
              View {course.certificateType === 'pdf' ? 'PDF' : 'image'}
            </Button>
          </>
        ) : (
          <span>None</span>
        )}
      </td>
      <td className="d-print-none text-nowrap">
        <label className="btn btn-outline-primary btn-sm mb-0 me-1">
          {course.certificateUrl ? 'Replace certificate' : 'Attach certificate'}
          <input
            type="file"
            className="visually-hidden"
            accept="application/pdf,image/jpeg,image/png,image/webp,image/gif"
            disabled={busy}
            onChange={(event) => void attach(event)}
            aria-label={`Certificate for ${course.title}`}
          />
        </label>
        <Button variant="outline-danger" size="sm" disabled={busy} onClick={() => void remove()} aria-label={`Remove: ${course.title}`}>
          Remove
        </Button>
      </td>
    </tr>
  );
}
