// One field of a resume list's Add/Edit form, drawn by its kind with the form layer's bound fields.
import { CheckboxInput, DateInput, SelectInput, TextArea, TextInput } from '../../components/form/fields';
import { REGIONS } from '@chairside/domain/resume-profile';
import { SKILL_LEVELS } from './resume-format';
import type { ListField } from './resume-list-form';

const REGION_OPTIONS = Object.entries(REGIONS).map(([value, label]) => ({ value, label: `${label} (${value})` }));
const SCORE_OPTIONS = Object.entries(SKILL_LEVELS).map(([value, label]) => ({ value, label: `${value} – ${label}` }));

export function ListFormField({ field, id }: { field: ListField; id: string }) {
  const label = field.required ? (
    field.label
  ) : (
    <>
      {field.label} <span className="list-form__optional">(optional)</span>
    </>
  );
  const className = `list-form__field${field.half ? ' list-form__field--half' : ''}`;
  if (field.kind === 'check') {
    return <CheckboxInput id={id} name={field.name} label={field.label} className={className} />;
  }
  if (field.kind === 'state' || field.kind === 'score') {
    return (
      <div className={className}>
        <SelectInput
          id={id}
          name={field.name}
          label={label}
          options={field.kind === 'state' ? REGION_OPTIONS : SCORE_OPTIONS}
          placeholder={field.kind === 'state' ? 'Choose…' : undefined}
        />
        {field.hint ? <p className="form-text list-form__hint">{field.hint}</p> : null}
      </div>
    );
  }
  if (field.kind === 'textarea') {
    return (
      <div className={className}>
        <TextArea id={id} name={field.name} label={label} hint={field.hint} maxLength={field.maxLength} className="mb-0" />
      </div>
    );
  }
  const datalistId = field.suggestions ? `${id}-suggestions` : undefined;
  const control = {
    id,
    name: field.name,
    label,
    hint: field.hint,
    className: 'mb-0',
    step: field.step,
    min: field.min,
    max: field.max,
    maxLength: field.maxLength,
    list: datalistId,
    autoComplete: field.autoComplete ?? (field.suggestions ? 'off' : undefined),
    required: field.required,
  };
  return (
    <div className={className}>
      {field.kind === 'date' ? (
        <DateInput {...control} />
      ) : (
        <TextInput {...control} type={field.kind === 'number' ? 'number' : 'text'} inputMode={field.kind === 'number' ? 'decimal' : undefined} />
      )}
      {field.suggestions ? (
        <datalist id={datalistId}>
          {field.suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}
