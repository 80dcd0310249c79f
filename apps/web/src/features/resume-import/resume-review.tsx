// The review screen of a resume file's draft: what was found, per section, to tick, correct and
// add to the profile in one go.
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import Button from 'react-bootstrap/Button';
import type { ResumeDraft } from '@chairside/domain/resume-import';
import type { CurrentStaff } from '@chairside/domain/resume-profile';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { CheckboxInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { PROFILE_PATH } from '../resume-profile/public-api';
import { addedInWords, useImportResume } from './resume-import-api';
import { CertReview, CompanyReview, CourseReview, FieldReview, SchoolReview, type FormParts } from './review-entries';
import { changedFields, chosenCount, formPathOf, importOf, ReviewFormSchema, reviewValuesOf, type ReviewValues } from './review-form';

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section className="app-panel resume-review__section" aria-labelledby={id}>
      <h2 className="profile-panel__title" id={id}>
        {title} <span className="resume-review__count">({count} found)</span>
      </h2>
      {children}
    </section>
  );
}

type Props = { draft: ResumeDraft; fileName: string; staff: CurrentStaff; onChooseAnother: () => void };

/** The draft's items as a form: ticked items are added to the profile with "Add to my profile". */
export function ResumeReview({ draft, fileName, staff, onChooseAnother }: Props) {
  const navigate = useNavigate();
  const save = useImportResume(staff.username);
  const [fields] = useState(() => changedFields(draft, staff));
  const form = useAppForm({
    schema: ReviewFormSchema,
    defaultValues: reviewValuesOf(draft, staff),
    onSubmit: async (chosenItems) => {
      const answer = await save.mutateAsync(chosenItems);
      navigate(PROFILE_PATH, { state: { notice: addedInWords(answer) } });
    },
    // The draft is unsaved work until it is added, typed in or not.
    guardUnsaved: 'untilSent',
    serverFieldPath: (path, values) => formPathOf(path, importOf(values).positions),
  });
  const { register, control, formState } = form;
  const values = useWatch({ control }) as ReviewValues;
  const chosen = chosenCount(values);
  const parts: FormParts = { register, control, errors: formState.errors };
  const defaults = formState.defaultValues as ReviewValues;

  const rootError = formState.errors.root?.message;
  const skillCount = defaults.skills?.length ?? 0;

  return (
    <AppForm form={form} feedback="none" aria-labelledby="resume-review-title" className="resume-review">
      <div className="app-panel mb-3">
        <h2 className="profile-panel__title" id="resume-review-title">
          Review what we found
        </h2>
        <p className="mb-2">
          From <strong>{fileName}</strong>. Untick what you do not want, correct anything we read wrong, then add it to your profile. Nothing is saved until you
          do.
        </p>
        {draft.sections.length > 0 ? <p className="small text-body-secondary mb-0">Sections read: {draft.sections.join(', ')}.</p> : null}
      </div>

      <Section id="review-details" title="About you" count={fields.length}>
        {fields.map(({ field, current }) => (
          <FieldReview key={field} parts={parts} field={field} current={current} />
        ))}
      </Section>

      <Section id="review-skills" title="Skills" count={skillCount}>
        <fieldset>
          <legend className="visually-hidden">Skills to add</legend>
          <div className="resume-review__skills">
            {(defaults.skills ?? []).map((skill, index) => (
              <CheckboxInput key={`${skill.name}-${index}`} id={`review-skills-${index}`} name={`skills.${index}.use`} label={skill.name} className="" />
            ))}
          </div>
        </fieldset>
        {formState.errors.skills?.message ? <p className="text-danger small mb-0">{formState.errors.skills.message}</p> : null}
      </Section>

      <Section id="review-companies" title="Work history" count={defaults.companies?.length ?? 0}>
        {(defaults.companies ?? []).map((_job, index) => (
          <CompanyReview key={index} parts={parts} index={index} />
        ))}
      </Section>
      <Section id="review-schools" title="Education" count={defaults.schools?.length ?? 0}>
        {(defaults.schools ?? []).map((_school, index) => (
          <SchoolReview key={index} parts={parts} index={index} />
        ))}
      </Section>
      <Section id="review-certs" title="Licenses and certifications" count={defaults.certs?.length ?? 0}>
        {(defaults.certs ?? []).map((_cert, index) => (
          <CertReview key={index} parts={parts} index={index} />
        ))}
      </Section>
      <Section id="review-courses" title="Courses" count={defaults.courses?.length ?? 0}>
        {(defaults.courses ?? []).map((_course, index) => (
          <CourseReview key={index} parts={parts} index={index} />
        ))}
      </Section>

      <div className="resume-review__actions">
        {form.failure || rootError ? <FormErrorAlert message={form.failure ?? rootError ?? ''} className="w-100 mb-2" /> : null}
        <span className="resume-review__chosen" aria-live="polite">
          {chosen === 1 ? '1 item chosen' : `${chosen} items chosen`}
        </span>
        <Button variant="outline-secondary" onClick={onChooseAnother}>
          Choose another file
        </Button>
        <SubmitButton busyLabel="Adding…" disabled={chosen === 0}>
          Add to my profile
        </SubmitButton>
      </div>
    </AppForm>
  );
}
