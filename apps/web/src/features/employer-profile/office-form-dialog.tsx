// The dialog that adds an office or edits one (a form-layer form).
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { z } from 'zod';
import { OfficeInputSchema, type Office } from '@chairside/domain/office';
import { REGIONS } from '@chairside/domain/resume-profile';
import { api } from '../../lib/api-client';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { SelectInput, TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { employerPath, officePath } from './employer-api';

const REGION_OPTIONS = Object.entries(REGIONS).map(([value, label]) => ({ value, label: `${label} (${value})` }));

/** Required fields as typed (the schema words the message); optional blanks as null. */
const OfficeFormSchema = z
  .object({ name: z.string(), address: z.string(), address2: z.string(), city: z.string(), state: z.string(), zip: z.string(), phone: z.string() })
  .transform((values): z.input<typeof OfficeInputSchema> => ({
    name: values.name,
    address: values.address,
    address2: values.address2.trim() || null,
    city: values.city.trim() || null,
    state: (values.state || null) as z.input<typeof OfficeInputSchema>['state'],
    zip: values.zip.trim(),
    phone: values.phone.trim() || null,
  }))
  .pipe(OfficeInputSchema);

const officeValues = (office: Office | null) => ({
  name: office?.name ?? '',
  address: office?.address ?? '',
  address2: office?.address2 ?? '',
  city: office?.city ?? '',
  state: office?.state ?? '',
  zip: office?.zip ?? '',
  phone: office?.phone ?? '',
});

/** Adds an office (office null) or saves one; the saved office goes to onSaved. Mounted while it is open. */
export function OfficeFormDialog({
  username,
  office,
  onSaved,
  onHide,
}: {
  username: string;
  office: Office | null;
  onSaved: (saved: Office) => void;
  onHide: () => void;
}) {
  const form = useAppForm({
    schema: OfficeFormSchema,
    defaultValues: officeValues(office),
    onSubmit: async (input) => {
      const saved =
        office === null ? await api.post<Office>(employerPath(username, 'offices'), input) : await api.put<Office>(officePath(username, office.id), input);
      onSaved(saved);
      return saved;
    },
  });
  const saving = form.formState.isSubmitting;
  return (
    <Modal show onHide={() => !saving && onHide()} centered scrollable aria-labelledby="office-form-title">
      <Modal.Header closeButton={!saving}>
        <Modal.Title id="office-form-title">{office === null ? 'Add Office' : 'Edit Office'}</Modal.Title>
      </Modal.Header>
      <AppForm form={form} feedback="none">
        <Modal.Body>
          {form.failure ? <FormErrorAlert message={form.failure} /> : null}
          <div className="employer-form__grid">
            <TextInput
              id="office-name"
              name="name"
              label="Office name"
              maxLength={150}
              className="mb-3 employer-form__wide"
              required
              hint="For example: Lincoln Park, or Downtown."
            />
            <TextInput
              id="office-address"
              name="address"
              label="Street address"
              maxLength={150}
              className="mb-3 employer-form__wide"
              autoComplete="address-line1"
              required
            />
            <TextInput
              id="office-address2"
              name="address2"
              label="Suite, floor (optional)"
              maxLength={150}
              className="mb-3 employer-form__wide"
              autoComplete="address-line2"
            />
            <TextInput
              id="office-zip"
              name="zip"
              label="ZIP code"
              inputMode="numeric"
              maxLength={10}
              autoComplete="postal-code"
              required
              hint="City and state come from the ZIP code when left empty."
            />
            <TextInput id="office-phone" name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
            <TextInput id="office-city" name="city" label="City (optional)" maxLength={100} />
            <SelectInput id="office-state" name="state" label="State (optional)" options={REGION_OPTIONS} placeholder="From the ZIP code" />
          </div>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={saving}>
            Cancel
          </Button>
          <SubmitButton busyLabel="Saving…">Save Office</SubmitButton>
        </Modal.Footer>
      </AppForm>
    </Modal>
  );
}
