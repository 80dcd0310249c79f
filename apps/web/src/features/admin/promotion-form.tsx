// The promotion widget's offer, new or edited (a form-layer form).
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import * as z from 'zod';
import { BUILD_ENVIRONMENTS, PromotionInputSchema, type AdminPromotion, type PromotionInput } from '@chairside/domain/promotions';
import { AppForm, FormFeedback, SubmitButton } from '../../components/form/app-form';
import { DateInput, DateTimeInput, SelectInput, TextInput } from '../../components/form/fields';
import { checkedBody } from '../../components/form/schema-helpers';
import { useAppForm } from '../../components/form/use-app-form';
import { useSavePromotion } from './admin-api';
import { localInputValue, scheduleFromInputs } from './schedule-fields';

const ENVIRONMENT_OPTIONS = BUILD_ENVIRONMENTS.map((value) => ({ value, label: value }));

const PromotionFormSchema = z
  .object({
    heading: z.string(),
    discountCode: z.string(),
    ctaText: z.string(),
    ctaLink: z.string(),
    expirationDate: z.string(),
    buildEnvironment: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
  })
  .transform((values, context) => {
    const { schedule, problems } = scheduleFromInputs(values);
    return checkedBody<PromotionInput>(PromotionInputSchema, { ...values, ...schedule }, problems, context);
  });

const valuesOf = (item: AdminPromotion | null) => ({
  heading: item?.heading ?? '',
  discountCode: item?.discountCode ?? '',
  ctaText: item?.ctaText ?? '',
  ctaLink: item?.ctaLink ?? '',
  expirationDate: item?.expirationDate ?? '',
  buildEnvironment: item?.buildEnvironment ?? 'production',
  startsAt: localInputValue(item?.startsAt),
  endsAt: localInputValue(item?.endsAt),
});

export function PromotionForm({ item, onDone }: { item: AdminPromotion | null; onDone: () => void }) {
  const id = useId();
  const save = useSavePromotion();
  const form = useAppForm({
    schema: PromotionFormSchema,
    defaultValues: valuesOf(item),
    onSubmit: async (body) => {
      await save.mutateAsync({ id: item?.id ?? null, body });
      onDone();
    },
  });
  return (
    <AppForm form={form} feedback="none" className="app-panel mb-4" aria-label={item ? 'Edit promotion' : 'New promotion'}>
      <h2 className="h5">{item ? 'Edit promotion' : 'New promotion'}</h2>
      <TextInput id={`${id}-heading`} name="heading" label="Heading" maxLength={200} required />
      <div className="row">
        <TextInput
          className="col-md-6 mb-3"
          id={`${id}-code`}
          name="discountCode"
          label="Discount code"
          hint="A code from the catalog's discounts; the widget shows its offer."
          required
        />
        <DateInput className="col-md-6 mb-3" id={`${id}-expires`} name="expirationDate" label="Offer expires" required />
        <TextInput className="col-md-6 mb-3" id={`${id}-cta-text`} name="ctaText" label="Button text" />
        <TextInput
          className="col-md-6 mb-3"
          id={`${id}-cta-link`}
          name="ctaLink"
          label="Button link"
          hint="A site path such as /pricing, or an https:// address."
        />
      </div>
      <SelectInput id={`${id}-env`} name="buildEnvironment" label="Environment" options={ENVIRONMENT_OPTIONS} />
      <div className="row">
        <DateTimeInput className="col-md-6 mb-3" id={`${id}-starts`} name="startsAt" label="Starts" hint="Empty: now." />
        <DateTimeInput className="col-md-6 mb-3" id={`${id}-ends`} name="endsAt" label="Ends" hint="Empty: until it expires or you end it." />
      </div>
      <FormFeedback saved={null} failure={form.failure} />
      <div className="d-flex gap-2">
        <SubmitButton busyLabel="Saving…">Save promotion</SubmitButton>
        <Button variant="outline-secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </AppForm>
  );
}
