// The parts of the review form: a profile field to take or leave, and the entries of each list
// (a job, a school, a certification, a course), each with its own tick box and fields.
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useWatch, type Control, type FieldErrors, type FieldPath, type UseFormRegister } from 'react-hook-form';
import { POSITIONS } from '@chairside/domain/positions';
import type { ImportField, ResumeImport } from '@chairside/domain/resume-import';
import { REGIONS } from '@chairside/domain/resume-profile';
import { FIELD_LABELS, readableValue, type ReviewValues } from './review-form';

type ReviewControl = Control<ReviewValues, unknown, ResumeImport>;
export type FormParts = { register: UseFormRegister<ReviewValues>; control: ReviewControl; errors: FieldErrors<ReviewValues> };
type Path = FieldPath<ReviewValues>;

/** The message the form holds for a field, by its path ('companies.1.end'). */
function errorAt(errors: FieldErrors<ReviewValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { message?: string } | undefined)?.message;
}

const idOf = (path: string) => `review-${path.replace(/\./g, '-')}`;

type InputProps = {
  parts: FormParts;
  path: Path;
  label: string;
  as?: 'textarea' | 'select';
  type?: string;
  rows?: number;
  children?: ReactNode;
  className?: string;
  hint?: string;
};

/** A labelled input of the review form, with its message. */
export function ReviewInput({ parts, path, label, as, type = 'text', rows, children, className, hint }: InputProps) {
  const id = idOf(path);
  const error = errorAt(parts.errors, path);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const shared = { id, isInvalid: Boolean(error), 'aria-invalid': error ? true : undefined, 'aria-describedby': described, ...parts.register(path) };
  return (
    <Form.Group className={className ?? 'mb-2'}>
      <Form.Label htmlFor={id} className="small fw-semibold mb-1">
        {label}
      </Form.Label>
      {as === 'select' ? (
        <Form.Select size="sm" {...shared}>
          {children}
        </Form.Select>
      ) : (
        <Form.Control size="sm" as={as} rows={rows} type={as ? undefined : type} {...shared} />
      )}
      {hint ? (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}

const STATE_OPTIONS = (
  <>
    <option value="">—</option>
    {Object.entries(REGIONS).map(([code, name]) => (
      <option key={code} value={code}>
        {name}
      </option>
    ))}
  </>
);

function StateSelect({ parts, path, label = 'State' }: { parts: FormParts; path: Path; label?: string }) {
  return (
    <ReviewInput parts={parts} path={path} label={label} as="select">
      {STATE_OPTIONS}
    </ReviewInput>
  );
}

/** Whether an entry (or a field) is ticked: an entry left out is drawn faded. */
function useTicked(control: ReviewControl, path: Path): boolean {
  return Boolean(useWatch({ control, name: path }));
}

/** One profile field found in the file: its tick box ("Add" or "Replace") and its value as found, editable. */
export function FieldReview({ parts, field, current }: { parts: FormParts; field: ImportField; current: string | null }) {
  const ticked = useTicked(parts.control, `fields.${field}.use`);
  const label = FIELD_LABELS[field];
  const path = `fields.${field}.value` as Path;
  const hint = current ? `Your profile now says: ${readableValue(field, current)}` : undefined;
  return (
    <div className={`resume-review__entry${ticked ? '' : ' resume-review__entry--off'}`}>
      <Form.Check
        id={idOf(`fields.${field}.use`)}
        className="fw-semibold mb-1"
        label={current ? `Replace my ${label.toLowerCase()}` : `Add my ${label.toLowerCase()}`}
        {...parts.register(`fields.${field}.use`)}
      />
      {field === 'intro' || field === 'other' ? (
        <ReviewInput parts={parts} path={path} label={label} as="textarea" rows={field === 'intro' ? 4 : 3} hint={hint} />
      ) : field === 'position' ? (
        <ReviewInput parts={parts} path={path} label={label} as="select" hint={hint}>
          {Object.entries(POSITIONS).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </ReviewInput>
      ) : field === 'licenseState' ? (
        <ReviewInput parts={parts} path={path} label={label} as="select" hint={hint}>
          {STATE_OPTIONS}
        </ReviewInput>
      ) : (
        <ReviewInput parts={parts} path={path} label={label} type={field === 'phone' ? 'tel' : 'text'} hint={hint} />
      )}
    </div>
  );
}

type EntryProps = { parts: FormParts; index: number };

/** An entry's frame: the tick box that names it, then its fields, faded when left out. */
function Entry({ parts, path, addLabel, children }: { parts: FormParts; path: Path; addLabel: string; children: ReactNode }) {
  const ticked = useTicked(parts.control, path);
  return (
    <fieldset className={`resume-review__entry${ticked ? '' : ' resume-review__entry--off'}`}>
      <legend className="visually-hidden">{addLabel}</legend>
      <Form.Check id={idOf(path)} className="fw-semibold mb-2" label={addLabel} {...parts.register(path)} />
      {children}
    </fieldset>
  );
}

const named = (...words: (string | undefined)[]) => words.filter((word) => word && word.trim()).join(' at ') || 'this entry';

export function CompanyReview({ parts, index }: EntryProps) {
  const [title, name, current] = useWatch({
    control: parts.control,
    name: [`companies.${index}.title`, `companies.${index}.name`, `companies.${index}.current`],
  });
  return (
    <Entry parts={parts} path={`companies.${index}.use`} addLabel={`Add ${named(title, name)}`}>
      <div className="row g-2">
        <div className="col-md-6">
          <ReviewInput parts={parts} path={`companies.${index}.title`} label="Job title" />
        </div>
        <div className="col-md-6">
          <ReviewInput parts={parts} path={`companies.${index}.name`} label="Practice or company" />
        </div>
        <div className="col-7 col-md-4">
          <ReviewInput parts={parts} path={`companies.${index}.city`} label="City" />
        </div>
        <div className="col-5 col-md-2">
          <StateSelect parts={parts} path={`companies.${index}.state`} />
        </div>
        <div className="col-6 col-md-3">
          <ReviewInput parts={parts} path={`companies.${index}.start`} label="Started" type="month" hint="Month and year" />
        </div>
        <div className="col-6 col-md-3">
          {current ? (
            <p className="small text-body-secondary mt-md-4 mb-2">Still there</p>
          ) : (
            <ReviewInput parts={parts} path={`companies.${index}.end`} label="Ended" type="month" hint="Month and year" />
          )}
        </div>
      </div>
      <Form.Check id={idOf(`companies.${index}.current`)} className="mb-2" label="I work here now" {...parts.register(`companies.${index}.current`)} />
      <ReviewInput parts={parts} path={`companies.${index}.description`} label="What you did" as="textarea" rows={3} />
    </Entry>
  );
}

export function SchoolReview({ parts, index }: EntryProps) {
  const name = useWatch({ control: parts.control, name: `schools.${index}.name` });
  return (
    <Entry parts={parts} path={`schools.${index}.use`} addLabel={`Add ${name?.trim() || 'this school'}`}>
      <div className="row g-2">
        <div className="col-md-6">
          <ReviewInput parts={parts} path={`schools.${index}.name`} label="School" />
        </div>
        <div className="col-md-6">
          <ReviewInput parts={parts} path={`schools.${index}.degree`} label="Degree or program" />
        </div>
        <div className="col-7 col-md-4">
          <ReviewInput parts={parts} path={`schools.${index}.city`} label="City" />
        </div>
        <div className="col-5 col-md-2">
          <StateSelect parts={parts} path={`schools.${index}.state`} />
        </div>
        <div className="col-6 col-md-3">
          <ReviewInput parts={parts} path={`schools.${index}.start`} label="Started" type="month" />
        </div>
        <div className="col-6 col-md-3">
          <ReviewInput parts={parts} path={`schools.${index}.end`} label="Finished" type="month" />
        </div>
      </div>
    </Entry>
  );
}

export function CertReview({ parts, index }: EntryProps) {
  const name = useWatch({ control: parts.control, name: `certs.${index}.name` });
  return (
    <Entry parts={parts} path={`certs.${index}.use`} addLabel={`Add ${name?.trim() || 'this certification'}`}>
      <div className="row g-2">
        <div className="col-md-6">
          <ReviewInput parts={parts} path={`certs.${index}.name`} label="Certification" />
        </div>
        <div className="col-md-6">
          <ReviewInput parts={parts} path={`certs.${index}.issuer`} label="Issued by" />
        </div>
        <div className="col-6 col-md-3">
          <ReviewInput parts={parts} path={`certs.${index}.issued`} label="Issued" type="month" />
        </div>
        <div className="col-6 col-md-3">
          <ReviewInput parts={parts} path={`certs.${index}.expires`} label="Expires" type="month" />
        </div>
      </div>
    </Entry>
  );
}

export function CourseReview({ parts, index }: EntryProps) {
  const name = useWatch({ control: parts.control, name: `courses.${index}.name` });
  return (
    <Entry parts={parts} path={`courses.${index}.use`} addLabel={`Add ${name?.trim() || 'this course'}`}>
      <div className="row g-2">
        <div className="col-md-6">
          <ReviewInput parts={parts} path={`courses.${index}.name`} label="Course" />
        </div>
        <div className="col-md-6">
          <ReviewInput parts={parts} path={`courses.${index}.provider`} label="Provider" />
        </div>
        <div className="col-6 col-md-3">
          <ReviewInput parts={parts} path={`courses.${index}.completed`} label="Completed" type="month" />
        </div>
        <div className="col-6 col-md-3">
          <ReviewInput parts={parts} path={`courses.${index}.hours`} label="Hours" />
        </div>
      </div>
    </Entry>
  );
}
