// The site banner's announcement, new or edited (a form-layer form).
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import * as z from 'zod';
import { ANNOUNCEMENT_ROLES, AnnouncementInputSchema, BUILD_ENVIRONMENTS, type AdminAnnouncement, type AnnouncementInput } from '@chairside/domain/promotions';
import { AppForm, FormFeedback, SubmitButton } from '../../components/form/app-form';
import { CheckboxGroup, DateTimeInput, TextInput } from '../../components/form/fields';
import { checkedBody } from '../../components/form/schema-helpers';
import { useAppForm } from '../../components/form/use-app-form';
import { useSaveAnnouncement } from './admin-api';
import { localInputValue, scheduleFromInputs } from './schedule-fields';

export const ROLE_LABELS: Record<string, string> = { employer: 'Employers', staff: 'Job seekers', unauthenticated: 'Signed-out visitors' };
const ROLE_OPTIONS = ANNOUNCEMENT_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] ?? role }));
const ENVIRONMENT_OPTIONS = BUILD_ENVIRONMENTS.map((environment) => ({ value: environment, label: environment }));

const AnnouncementFormSchema = z
  .object({
    heading: z.string(),
    ctaText: z.string(),
    ctaLink: z.string(),
    iconUrl: z.string(),
    iconTitle: z.string(),
    backgroundColor: z.string(),
    userRoles: z.array(z.string()),
    buildEnvironments: z.array(z.string()),
    startsAt: z.string(),
    endsAt: z.string(),
  })
  .transform((values, context) => {
    const { schedule, problems } = scheduleFromInputs(values);
    return checkedBody<AnnouncementInput>(AnnouncementInputSchema, { ...values, ...schedule }, problems, context);
  });

const valuesOf = (item: AdminAnnouncement | null) => ({
  heading: item?.heading ?? '',
  ctaText: item?.ctaText ?? '',
  ctaLink: item?.ctaLink ?? '',
  iconUrl: item?.icon?.url ?? '',
  iconTitle: item?.icon?.title ?? '',
  backgroundColor: item?.backgroundColor ?? '#0b5ed7',
  userRoles: item?.userRoles ?? ['unauthenticated'],
  buildEnvironments: item?.buildEnvironments ?? ['production'],
  startsAt: localInputValue(item?.startsAt),
  endsAt: localInputValue(item?.endsAt),
});

export function AnnouncementForm({ item, onDone }: { item: AdminAnnouncement | null; onDone: () => void }) {
  const id = useId();
  const save = useSaveAnnouncement();
  const form = useAppForm({
    schema: AnnouncementFormSchema,
    defaultValues: valuesOf(item),
    onSubmit: async (body) => {
      await save.mutateAsync({ id: item?.id ?? null, body });
      onDone();
    },
  });
  return (
    <AppForm form={form} feedback="none" className="app-panel mb-4" aria-label={item ? 'Edit announcement' : 'New announcement'}>
      <h2 className="h5">{item ? 'Edit announcement' : 'New announcement'}</h2>
      <TextInput id={`${id}-heading`} name="heading" label="Heading" maxLength={200} required />
      <div className="row">
        <TextInput className="col-md-6 mb-3" id={`${id}-cta-text`} name="ctaText" label="Button text" />
        <TextInput
          className="col-md-6 mb-3"
          id={`${id}-cta-link`}
          name="ctaLink"
          label="Button link"
          hint="A site path such as /pricing, or an https:// address."
        />
        <TextInput className="col-md-6 mb-3" id={`${id}-icon-url`} name="iconUrl" label="Icon image (optional)" />
        <TextInput className="col-md-6 mb-3" id={`${id}-icon-title`} name="iconTitle" label="Icon title" />
      </div>
      <TextInput id={`${id}-colour`} name="backgroundColor" type="color" label="Background color" className="mb-3 admin-colour" />
      <CheckboxGroup id={`${id}-roles`} name="userRoles" label="Shown to" options={ROLE_OPTIONS} inline />
      <CheckboxGroup id={`${id}-environments`} name="buildEnvironments" label="Environments" options={ENVIRONMENT_OPTIONS} inline />
      <div className="row">
        <DateTimeInput className="col-md-6 mb-3" id={`${id}-starts`} name="startsAt" label="Starts" hint="Empty: now." />
        <DateTimeInput className="col-md-6 mb-3" id={`${id}-ends`} name="endsAt" label="Ends" hint="Empty: until you end it." />
      </div>
      <FormFeedback saved={null} failure={form.failure} />
      <div className="d-flex gap-2">
        <SubmitButton busyLabel="Saving…">Save announcement</SubmitButton>
        <Button variant="outline-secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </AppForm>
  );
}
