import { useId, useRef, useState, type FormEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { BUILD_ENVIRONMENTS, formatPromotionExpiry, PromotionInputSchema, type AdminPromotion, type PromotionInput } from '@chairside/domain/promotions';
import { ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { FormErrorAlert } from '../../components/form-error-alert';
import { fieldErrorsFromIssues, type FieldErrors } from '../../components/form/errors';
import { focusFirstError } from '../../components/form/focus';
import { SelectField, TextField } from '../../components/form/plain-fields';
import { useAdminPromotions, useEndItem, useSavePromotion } from './admin-api';
import { instantFromInput, localInputValue, shortDateTime, STATUS_LABELS } from './schedule-fields';

type Values = {
  heading: string;
  discountCode: string;
  ctaText: string;
  ctaLink: string;
  expirationDate: string;
  buildEnvironment: string;
  startsAt: string;
  endsAt: string;
};

const valuesOf = (item: AdminPromotion | null): Values => ({
  heading: item?.heading ?? '',
  discountCode: item?.discountCode ?? '',
  ctaText: item?.ctaText ?? '',
  ctaLink: item?.ctaLink ?? '',
  expirationDate: item?.expirationDate ?? '',
  buildEnvironment: item?.buildEnvironment ?? 'production',
  startsAt: localInputValue(item?.startsAt),
  endsAt: localInputValue(item?.endsAt),
});

const ENVIRONMENT_OPTIONS = BUILD_ENVIRONMENTS.map((value) => ({ value, label: value }));

function PromotionForm({ item, onDone }: { item: AdminPromotion | null; onDone: () => void }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => valuesOf(item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSavePromotion();
  const set = (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const startsAt = instantFromInput(values.startsAt);
    const endsAt = instantFromInput(values.endsAt);
    const body: PromotionInput = {
      heading: values.heading,
      discountCode: values.discountCode,
      ctaText: values.ctaText,
      ctaLink: values.ctaLink,
      expirationDate: values.expirationDate,
      buildEnvironment: values.buildEnvironment as PromotionInput['buildEnvironment'],
      ...(startsAt ? { startsAt } : {}),
      endsAt: endsAt ?? null,
    };
    const checked = PromotionInputSchema.safeParse(body);
    const local: FieldErrors = checked.success ? {} : fieldErrorsFromIssues(checked.error.issues);
    if (startsAt === undefined) local.startsAt = 'startsAt is a date and time.';
    if (endsAt === undefined) local.endsAt = 'endsAt is a date and time.';
    if (Object.keys(local).length > 0) {
      setErrors(local);
      focusFirstError(form.current, local);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(
      { id: item?.id ?? null, body },
      {
        onSuccess: onDone,
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          setErrors(fields);
          setFailure(Object.keys(fields).length > 0 ? null : error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
          focusFirstError(form.current, fields);
        },
      },
    );
  }

  return (
    <form ref={form} className="app-panel mb-4" onSubmit={submit} noValidate aria-label={item ? 'Edit promotion' : 'New promotion'}>
      <h2 className="h5">{item ? 'Edit promotion' : 'New promotion'}</h2>
      <TextField
        id={`${id}-heading`}
        name="heading"
        label="Heading"
        value={values.heading}
        onValueChange={set('heading')}
        error={errors.heading}
        maxLength={200}
        required
      />
      <div className="row">
        <TextField
          className="col-md-6 mb-3"
          id={`${id}-code`}
          name="discountCode"
          label="Discount code"
          hint="A code from the catalog's discounts; the widget shows its offer."
          value={values.discountCode}
          onValueChange={set('discountCode')}
          error={errors.discountCode}
          required
        />
        <TextField
          className="col-md-6 mb-3"
          id={`${id}-expires`}
          name="expirationDate"
          type="date"
          label="Offer expires"
          value={values.expirationDate}
          onValueChange={set('expirationDate')}
          error={errors.expirationDate}
          required
        />
        <TextField
          className="col-md-6 mb-3"
          id={`${id}-cta-text`}
          name="ctaText"
          label="Button text"
          value={values.ctaText}
          onValueChange={set('ctaText')}
          error={errors.ctaText}
        />
        <TextField
          className="col-md-6 mb-3"
          id={`${id}-cta-link`}
          name="ctaLink"
          label="Button link"
          hint="A site path such as /pricing, or an https:// address."
          value={values.ctaLink}
          onValueChange={set('ctaLink')}
          error={errors.ctaLink}
        />
      </div>
      <SelectField
        id={`${id}-env`}
        name="buildEnvironment"
        label="Environment"
        value={values.buildEnvironment}
        onValueChange={set('buildEnvironment')}
        options={ENVIRONMENT_OPTIONS}
        error={errors.buildEnvironment}
      />
      <div className="row">
        <TextField
          className="col-md-6 mb-3"
          id={`${id}-starts`}
          name="startsAt"
          type="datetime-local"
          label="Starts"
          hint="Empty: now."
          value={values.startsAt}
          onValueChange={set('startsAt')}
          error={errors.startsAt}
        />
        <TextField
          className="col-md-6 mb-3"
          id={`${id}-ends`}
          name="endsAt"
          type="datetime-local"
          label="Ends"
          hint="Empty: until it expires or you end it."
          value={values.endsAt}
          onValueChange={set('endsAt')}
          error={errors.endsAt}
        />
      </div>
      {failure ? <FormErrorAlert message={failure} className="py-2" /> : null}
      <div className="d-flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save promotion'}
        </Button>
        <Button variant="outline-secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Admin: the promotion widget's offers — list, create, edit, schedule and end. */
export function PromotionsPage() {
  const list = useAdminPromotions();
  const end = useEndItem('promotions');
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);

  return (
    <>
      <PageMeta title="Promotions · Admin" noindex />
      <div className="d-flex align-items-center justify-content-between flex-wrap gap-2 mb-3">
        <h1 className="app-page__title mb-0" id="admin-title">
          Promotions
        </h1>
        {editing === null ? <Button onClick={() => setEditing('new')}>New promotion</Button> : null}
      </div>
      {editing !== null ? (
        <PromotionForm key={editing === 'new' ? 'new' : editing.id} item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : null}
      {list.isPending ? <p>Loading…</p> : null}
      {list.isError ? <p className="text-danger">{list.error.message}</p> : null}
      {list.data && list.data.length === 0 ? <p className="app-panel">No promotions yet.</p> : null}
      {list.data && list.data.length > 0 ? (
        <Table responsive hover className="admin-table">
          <thead>
            <tr>
              <th scope="col">Heading</th>
              <th scope="col">Code</th>
              <th scope="col">Expires</th>
              <th scope="col">Environment</th>
              <th scope="col">Starts</th>
              <th scope="col">Ends</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((item) => (
              <tr key={item.id}>
                <td>{item.heading}</td>
                <td>
                  <code>{item.discountCode}</code>
                </td>
                <td>{formatPromotionExpiry(item.expirationDate)}</td>
                <td>{item.buildEnvironment}</td>
                <td>{shortDateTime(item.startsAt)}</td>
                <td>{shortDateTime(item.endsAt)}</td>
                <td>
                  <Badge bg={STATUS_LABELS[item.status].variant}>{STATUS_LABELS[item.status].label}</Badge>
                </td>
                <td className="text-nowrap">
                  <Button size="sm" variant="outline-primary" onClick={() => setEditing(item)} aria-label={`Edit ${item.heading}`}>
                    Edit
                  </Button>{' '}
                  {item.status !== 'ended' ? (
                    <Button size="sm" variant="outline-danger" disabled={end.isPending} onClick={() => end.mutate(item.id)} aria-label={`End ${item.heading}`}>
                      End
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </>
  );
}
