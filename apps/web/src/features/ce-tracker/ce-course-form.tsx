// Adding a course to the CE tracker: title, provider, day, hours and category.
import { useId } from 'react';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { CE_CATEGORIES, CE_CATEGORY_CODES, CE_HOURS_MAX, CE_HOURS_MIN, CeCourseInputSchema } from '@chairside/domain/ce-tracker';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { DateInput, SelectInput, TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { addCourse, refreshCe } from './ce-api';

/** The course as the form holds it: hours typed as text, checked by the same rule as the API's. */
const CourseFormSchema = CeCourseInputSchema.extend({
  hours: z.coerce
    .number({ error: `Hours are a number from ${CE_HOURS_MIN} to ${CE_HOURS_MAX}.` })
    .min(CE_HOURS_MIN, `Hours are a number from ${CE_HOURS_MIN} to ${CE_HOURS_MAX}.`)
    .max(CE_HOURS_MAX, `Hours are a number from ${CE_HOURS_MIN} to ${CE_HOURS_MAX}.`),
});
const EMPTY_COURSE: z.input<typeof CourseFormSchema> = { title: '', provider: '', completedDate: '', hours: '', category: 'CLINICAL' };
const CATEGORY_OPTIONS = CE_CATEGORY_CODES.map((code) => ({ value: code, label: CE_CATEGORIES[code] }));

export function AddCourseForm({ username }: { username: string }) {
  const id = useId();
  const queries = useQueryClient();
  const form = useAppForm({
    schema: CourseFormSchema,
    defaultValues: EMPTY_COURSE,
    onSubmit: async (values) => {
      const course = await addCourse(username, values);
      await refreshCe(queries, username);
      return course;
    },
    savedValues: () => EMPTY_COURSE,
    savedMessage: (course) => `Added “${course.title}”. Attach its certificate from the list above.`,
  });
  const status = form.saved ?? form.failure;

  return (
    <section className="app-panel d-print-none" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h5">
        Add a course
      </h2>
      <AppForm form={form} feedback="none" fieldsClassName="ce-form ce-form--course" aria-label="Add a course">
        <TextInput id={`${id}-title`} name="title" label="Course title" className="" maxLength={150} />
        <TextInput id={`${id}-provider`} name="provider" label="Provider" className="" maxLength={150} />
        <DateInput id={`${id}-completedDate`} name="completedDate" label="Completed on" className="" />
        <TextInput
          id={`${id}-hours`}
          name="hours"
          label="Hours"
          className=""
          type="number"
          inputMode="decimal"
          step="0.25"
          min={CE_HOURS_MIN}
          max={CE_HOURS_MAX}
        />
        <SelectInput id={`${id}-category`} name="category" label="Category" className="" options={CATEGORY_OPTIONS} />
        <div className="ce-form__actions">
          <SubmitButton busyLabel="Adding…">Add course</SubmitButton>
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
