// A classified listing's form, new or edited: category, title, description, price, place and contact.
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CLASSIFIED_CATEGORIES, ClassifiedInputSchema, MY_CLASSIFIEDS_PATH, type Classified } from '@chairside/domain/classifieds';
import { REGIONS } from '@chairside/domain/resume-profile-rules';
import { AppForm, FormFeedback, SubmitButton } from '../../components/form/app-form';
import { SelectInput, TextArea, TextInput } from '../../components/form/fields';
import { renamedServerFields, useAppForm } from '../../components/form/use-app-form';
import { useSaveClassified } from './classifieds-api';

/** The form's fields as the inputs hold them; the price is typed in dollars and sent in cents. */
const ClassifiedFormSchema = z
  .object({
    category: z.string(),
    title: z.string(),
    description: z.string(),
    price: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
  })
  .transform(({ price, ...values }, context) => {
    const cleaned = price.replace(/[$,\s]/g, '');
    if (cleaned !== '' && !/^\d+(\.\d{1,2})?$/.test(cleaned)) {
      context.addIssue({ code: 'custom', path: ['price'], message: 'Enter the price in dollars, like 1250 or 1250.50.' });
      return z.NEVER;
    }
    const parsed = ClassifiedInputSchema.safeParse({ ...values, priceCents: cleaned === '' ? null : Math.round(Number(cleaned) * 100) });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', path: issue.path[0] === 'priceCents' ? ['price'] : issue.path, message: issue.message });
    return z.NEVER;
  });
type FormValues = z.input<typeof ClassifiedFormSchema>;

const EMPTY: FormValues = { category: '', title: '', description: '', price: '', city: '', state: '', zip: '', contactEmail: '', contactPhone: '' };
const valuesOf = (listing: Classified): FormValues => ({
  category: listing.category,
  title: listing.title,
  description: listing.description,
  price: listing.priceCents === null ? '' : (listing.priceCents / 100).toFixed(listing.priceCents % 100 === 0 ? 0 : 2),
  city: listing.city ?? '',
  state: listing.state ?? '',
  zip: listing.zip ?? '',
  contactEmail: listing.contactEmail ?? '',
  contactPhone: listing.contactPhone ?? '',
});
const CATEGORY_OPTIONS = CLASSIFIED_CATEGORIES.map((category) => ({ value: category.code, label: category.label }));
const STATE_OPTIONS = Object.entries(REGIONS).map(([value, label]) => ({ value, label }));

export function ListingForm({ existing }: { existing: Classified | null }) {
  const navigate = useNavigate();
  const save = useSaveClassified(existing?.id ?? null);
  const form = useAppForm({
    schema: ClassifiedFormSchema,
    defaultValues: existing ? valuesOf(existing) : EMPTY,
    onSubmit: async (values) => {
      const id = await save.mutateAsync(values);
      navigate(`${MY_CLASSIFIEDS_PATH}/${id}/photos`);
    },
    serverFieldPath: renamedServerFields({ priceCents: 'price' }),
  });

  return (
    <AppForm form={form} feedback="none" className="app-panel" aria-label={existing ? 'Edit listing' : 'New listing'}>
      <FormFeedback saved={null} failure={form.failure} className="" />
      <SelectInput id="classified-category" name="category" label="Category" options={CATEGORY_OPTIONS} placeholder="Choose…" />
      <TextInput id="classified-title" name="title" label="Title" maxLength={120} />
      <TextArea
        id="classified-description"
        name="description"
        label="Description"
        rows={6}
        maxLength={5000}
        hint="At least 20 characters: condition, age, what is included, how to pick it up."
      />
      <TextInput id="classified-price" name="price" label="Price in dollars (optional)" inputMode="decimal" hint='Leave blank for "Contact for price".' />
      <div className="row">
        <div className="col-md-5">
          <TextInput id="classified-city" name="city" label="City" maxLength={100} />
        </div>
        <div className="col-md-4">
          <SelectInput id="classified-state" name="state" label="State" options={STATE_OPTIONS} placeholder="Choose…" />
        </div>
        <div className="col-md-3">
          <TextInput id="classified-zip" name="zip" label="ZIP" inputMode="numeric" maxLength={5} />
        </div>
      </div>
      <div className="row">
        <div className="col-md-6">
          <TextInput id="classified-contactEmail" name="contactEmail" label="Contact email" type="email" />
        </div>
        <div className="col-md-6">
          <TextInput id="classified-contactPhone" name="contactPhone" label="Contact phone" type="tel" />
        </div>
      </div>
      <p className="small text-body-secondary">
        Every listing is reviewed before it is shown, and again after each change. It stays up for 60 days; we email you a link to renew it.
      </p>
      <SubmitButton busyLabel="Saving…">{existing ? 'Save changes' : 'Save and add photos'}</SubmitButton>
    </AppForm>
  );
}
