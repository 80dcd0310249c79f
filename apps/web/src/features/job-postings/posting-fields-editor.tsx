import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  BENEFITS,
  BENEFIT_CODES,
  EMPLOYMENT_TYPES,
  EMPLOYMENT_TYPE_CODES,
  SCREENING_QUESTIONS_MAX,
  SCREENING_QUESTION_MAX_LENGTH,
  SHIFTS,
  SHIFT_CODES,
  WORK_DAYS,
  WORK_DAY_CODES,
} from '@chairside/domain/job-posting';
import { CREDENTIAL_KINDS, CREDENTIAL_KIND_CODES } from '@chairside/domain/credentials';
import { newDateKey, type FormProblems, type FormScreeningQuestion } from './job-form';

/** Toggles a code in a list kept in the fixed list's order. */
const toggled = (chosen: string[], code: string, on: boolean, order: readonly string[]) => order.filter((c) => (c === code ? on : chosen.includes(c)));

function CodeChecks(props: {
  legend: string;
  name: string;
  codes: readonly string[];
  labels: Record<string, string>;
  chosen: string[];
  onChange: (codes: string[]) => void;
  error?: string;
  disabled: boolean;
  columns?: boolean;
}) {
  const errorId = props.error ? `job-${props.name}-error` : undefined;
  return (
    <fieldset className="mb-3" disabled={props.disabled} aria-describedby={errorId}>
      <legend className="form-label fs-6 fw-semibold mb-2">{props.legend}</legend>
      <div className={props.columns ? 'specialty-options' : undefined}>
        {props.codes.map((code) => (
          <Form.Check
            key={code}
            inline={!props.columns}
            type="checkbox"
            id={`job-${props.name}-${code}`}
            name={props.name}
            label={props.labels[code]}
            checked={props.chosen.includes(code)}
            onChange={(event) => props.onChange(toggled(props.chosen, code, event.target.checked, props.codes))}
          />
        ))}
      </div>
      {props.error ? (
        <p className="invalid-feedback d-block" id={errorId}>
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

type HoursAndBenefitsProps = {
  employmentType: string;
  workDays: string[];
  shifts: string[];
  benefits: string[];
  onEmploymentType: (value: string) => void;
  onWorkDays: (codes: string[]) => void;
  onShifts: (codes: string[]) => void;
  onBenefits: (codes: string[]) => void;
  errors: FormProblems;
  disabled: boolean;
};

/** Employment type, the days and parts of the day, and the benefits: what seekers filter by. */
export function HoursAndBenefitsFields(props: HoursAndBenefitsProps) {
  return (
    <>
      <fieldset className="mb-3" disabled={props.disabled} aria-describedby={props.errors.employmentType ? 'job-employmentType-error' : undefined}>
        <legend className="form-label fs-6 fw-semibold mb-2">Employment type</legend>
        {EMPLOYMENT_TYPE_CODES.map((code) => (
          <Form.Check
            key={code}
            inline
            type="radio"
            id={`job-employment-${code}`}
            name="employmentType"
            label={EMPLOYMENT_TYPES[code]}
            checked={props.employmentType === code}
            onChange={() => props.onEmploymentType(code)}
          />
        ))}
        <Form.Check
          inline
          type="radio"
          id="job-employment-none"
          name="employmentType"
          label="Not said"
          checked={props.employmentType === ''}
          onChange={() => props.onEmploymentType('')}
        />
        {props.errors.employmentType ? (
          <p className="invalid-feedback d-block" id="job-employmentType-error">
            {props.errors.employmentType}
          </p>
        ) : null}
      </fieldset>
      <CodeChecks
        legend="Days"
        name="workDays"
        codes={WORK_DAY_CODES}
        labels={WORK_DAYS}
        chosen={props.workDays}
        onChange={props.onWorkDays}
        error={props.errors.workDays}
        disabled={props.disabled}
      />
      <CodeChecks
        legend="Hours"
        name="shifts"
        codes={SHIFT_CODES}
        labels={SHIFTS}
        chosen={props.shifts}
        onChange={props.onShifts}
        error={props.errors.shifts}
        disabled={props.disabled}
      />
      <CodeChecks
        legend="Benefits"
        name="benefits"
        codes={BENEFIT_CODES}
        labels={BENEFITS}
        chosen={props.benefits}
        onChange={props.onBenefits}
        error={props.errors.benefits}
        disabled={props.disabled}
        columns
      />
    </>
  );
}

/** Up to five yes/no questions the applicant answers; a deal-breaker 'no' is flagged on the application. */
export function ScreeningQuestionsEditor(props: {
  questions: FormScreeningQuestion[];
  onChange: (questions: FormScreeningQuestion[]) => void;
  errors: FormProblems;
  disabled: boolean;
}) {
  const { questions, onChange, errors, disabled } = props;
  const update = (index: number, change: Partial<FormScreeningQuestion>) => onChange(questions.map((q, i) => (i === index ? { ...q, ...change } : q)));
  return (
    <div>
      <p className="form-text mt-0">
        Optional yes/no questions applicants answer when they apply. Mark a question as a deal-breaker when a “no” matters: the person can still apply, and you
        will see the application flagged.
      </p>
      {questions.map((question, index) => {
        const error = errors[`screeningQuestions.${index}.text`] ?? errors[`screeningQuestions.${index}`];
        const errorId = error ? `job-question-${index}-error` : undefined;
        return (
          <div key={question.key} className="screening-question-row mb-3">
            <Form.Group controlId={`job-question-${index}`} className="mb-1">
              <Form.Label>Question {index + 1}</Form.Label>
              <Form.Control
                name={`screeningQuestions.${index}.text`}
                value={question.text}
                maxLength={SCREENING_QUESTION_MAX_LENGTH}
                placeholder="For example: Do you hold a current state RDH license?"
                onChange={(event) => update(index, { text: event.target.value })}
                isInvalid={Boolean(error)}
                aria-describedby={errorId}
                disabled={disabled}
              />
              {error ? (
                <Form.Control.Feedback type="invalid" id={errorId}>
                  {error}
                </Form.Control.Feedback>
              ) : null}
            </Form.Group>
            <div className="d-flex flex-wrap gap-3 align-items-center">
              <Form.Check
                type="checkbox"
                id={`job-question-${index}-deal-breaker`}
                label="Deal-breaker: flag applicants who answer no"
                checked={question.isDealBreaker}
                onChange={(event) => update(index, { isDealBreaker: event.target.checked })}
                disabled={disabled}
              />
              <Button variant="link" size="sm" className="p-0" onClick={() => onChange(questions.filter((_, i) => i !== index))} disabled={disabled}>
                Remove question {index + 1}
              </Button>
            </div>
          </div>
        );
      })}
      {errors.screeningQuestions ? (
        <p className="invalid-feedback d-block" role="alert">
          {errors.screeningQuestions}
        </p>
      ) : null}
      {questions.length < SCREENING_QUESTIONS_MAX ? (
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => onChange([...questions, { key: newDateKey(), id: null, text: '', isDealBreaker: false }])}
          disabled={disabled}
        >
          Add a question
        </Button>
      ) : (
        <p className="form-text">A posting asks at most {SCREENING_QUESTIONS_MAX} questions.</p>
      )}
    </div>
  );
}

const REQUIRABLE_KINDS = CREDENTIAL_KIND_CODES.filter((code) => !code.startsWith('OTHER_'));
const REQUIRABLE_LABELS: Record<string, string> = Object.fromEntries(REQUIRABLE_KINDS.map((code) => [code, CREDENTIAL_KINDS[code].label]));

/** Licenses, permits and certificates the job or shift requires: applying and booking check them against verified credentials. */
export function RequiredCredentialsField(props: { chosen: string[]; onChange: (codes: string[]) => void; errors: FormProblems; disabled: boolean }) {
  return (
    <>
      <p className="form-text mt-0">
        Applicants and professionals booking a shift need each one verified on Chairside, issued by the posting&apos;s state (certificates: any state) and valid
        on the day.
      </p>
      <CodeChecks
        legend="Requires"
        name="requiredCredentials"
        codes={REQUIRABLE_KINDS}
        labels={REQUIRABLE_LABELS}
        chosen={props.chosen}
        onChange={props.onChange}
        error={props.errors.requiredCredentials}
        disabled={props.disabled}
        columns
      />
    </>
  );
}
