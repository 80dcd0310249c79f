// The licence renewal cycle of the CE tracker: state, start, end and hours required.
import { useId } from 'react';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { CeCycleInputSchema, presetCycleDates, type CeOverview } from '@chairside/domain/ce-tracker';
import { positionLabel } from '@chairside/domain/positions';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { DateInput, TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { ceKey, saveCycle } from './ce-api';
import { hoursLabel } from './ce-labels';
import { dayIn } from '../../lib/dates';

const CycleFormSchema = z
  .object({
    state: z.string().trim().toUpperCase(),
    cycleStart: z.string(),
    cycleEnd: z.string(),
    hoursRequired: z.coerce.number({ error: 'Enter the hours required, from 1 to 500.' }),
  })
  .pipe(CeCycleInputSchema);

const cycleValues = (cycle: NonNullable<CeOverview['cycle']>) => ({
  state: cycle.state,
  cycleStart: cycle.cycleStart,
  cycleEnd: cycle.cycleEnd,
  hoursRequired: String(cycle.hoursRequired),
});

export function CycleForm({ username, overview }: { username: string; overview: CeOverview }) {
  const id = useId();
  const queries = useQueryClient();
  const { cycle, preset } = overview;
  const form = useAppForm({
    schema: CycleFormSchema,
    defaultValues: cycle
      ? cycleValues(cycle)
      : { state: preset?.state ?? '', cycleStart: '', cycleEnd: '', hoursRequired: preset ? String(preset.hoursRequired) : '' },
    onSubmit: async (values) => {
      const answer = await saveCycle(username, values);
      queries.setQueryData(ceKey(username), answer);
      return answer;
    },
    savedValues: (answer, sent) => (answer.cycle ? cycleValues(answer.cycle) : sent),
    savedMessage: 'Your renewal cycle is saved.',
  });
  const { setValue, getValues } = form;

  function usePreset() {
    if (!preset) return;
    setValue('state', preset.state, { shouldDirty: true });
    setValue('hoursRequired', String(preset.hoursRequired), { shouldDirty: true });
    const dates = presetCycleDates({ cycleStart: String(getValues('cycleStart')), cycleEnd: String(getValues('cycleEnd')) }, preset.cycleYears, dayIn());
    setValue('cycleStart', dates.cycleStart, { shouldDirty: true });
    setValue('cycleEnd', dates.cycleEnd, { shouldDirty: true });
  }
  const status = form.saved ?? form.failure;

  return (
    <section className="app-panel ce-cycle d-print-none" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        License renewal cycle
      </h2>
      {preset ? (
        <p>
          Usual rule for {positionLabel(preset.position)} in {preset.state}: {hoursLabel(preset.hoursRequired)} every {preset.cycleYears} year
          {preset.cycleYears === 1 ? '' : 's'}.{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={usePreset}>
            Use it
          </Button>{' '}
          (check your board&apos;s rule and change anything that differs).
        </p>
      ) : (
        <p>Enter your license&apos;s renewal cycle as your state board sets it.</p>
      )}
      <AppForm form={form} feedback="none" fieldsClassName="ce-form">
        <TextInput id={`${id}-state`} name="state" label="State" className="" maxLength={2} autoComplete="off" />
        <DateInput id={`${id}-start`} name="cycleStart" label="Cycle starts" className="" />
        <DateInput id={`${id}-end`} name="cycleEnd" label="Cycle ends" className="" />
        <TextInput
          id={`${id}-hours`}
          name="hoursRequired"
          label="Hours required"
          className=""
          type="number"
          inputMode="decimal"
          step="0.25"
          min={1}
          max={500}
        />
        <div className="ce-form__actions">
          <SubmitButton busyLabel="Saving…">Save cycle</SubmitButton>
        </div>
      </AppForm>
      {status ? (
        <p className="mt-2 mb-0" role="status">
          {status}
        </p>
      ) : null}
    </section>
  );
}
