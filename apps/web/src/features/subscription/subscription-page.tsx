import { useState } from 'react';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatCents } from '@chairside/domain/money';
import { POSITION_CODES, POSITIONS } from '@chairside/domain/positions';
import { ChangeSubscriptionSchema, SubscribeSchema } from '@chairside/domain/subscriptions';
import { z } from 'zod';
import { PageMeta } from '../../lib/page-meta';
import { FormErrorAlert } from '../../components/form-error-alert';
import { PageLoading } from '../../components/page-loading';
import { PaymentForm, PaymentsNotice } from '../commerce/public-api';
import { formatDay, summaryPath, useJobSlots, slotJobPath } from '../postings/public-api';
import { useChangeCard, useChangeSubscription, useSubscribe, useSubscription, type Subscription, type SubscriptionCharge } from './subscription-api';
import { failureMessage } from '../../components/form/errors';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { SelectInput, TextInput } from '../../components/form/fields';
import { blankAs, typedNumber } from '../../components/form/schema-helpers';
import { useAppForm } from '../../components/form/use-app-form';

const STATUS_LABEL: Record<Subscription['status'], { text: string; bg: string }> = {
  active: { text: 'Active', bg: 'success' },
  past_due: { text: 'Past due', bg: 'warning' },
  ended: { text: 'Ended', bg: 'secondary' },
  cancelled: { text: 'Ended', bg: 'secondary' },
};

const CHARGE_LABEL: Record<SubscriptionCharge['status'], string> = {
  charging: 'Processing',
  settled: 'Paid',
  declined: 'Declined',
  failed: 'Declined (final)',
};

const POSITION_OPTIONS = POSITION_CODES.map((code) => ({ value: code, label: POSITIONS[code] }));
/** The most slots one subscription starts with (the catalog's limit for JOBSUB); more can be added later. */
const FIRST_SLOTS_MAX = 20;
const FIRST_SLOTS_MESSAGE = `Choose from 1 to ${FIRST_SLOTS_MAX} slots.`;

/** Subscribing: the position (none chosen is none), the number of slots, and the card form's nonce. */
const SubscribeFormSchema = z.object({
  position: blankAs(undefined, SubscribeSchema.shape.position),
  quantity: typedNumber(
    z.number({ error: FIRST_SLOTS_MESSAGE }).int(FIRST_SLOTS_MESSAGE).min(1, FIRST_SLOTS_MESSAGE).max(FIRST_SLOTS_MAX, FIRST_SLOTS_MESSAGE),
  ),
  nonce: z.string().min(1, 'Enter your card details below, then pay.'),
});

/** A new number of slots for a running subscription. */
const SlotsFormSchema = z.object({ quantity: typedNumber(ChangeSubscriptionSchema.shape.quantity.unwrap()) });

/**
 * /app/subscription: the practice's subscription, fetched with the first subscription slot's
 * orderId: plan, next charge, payment history, slots with their postings, change the number of
 * slots, cancel at the period's end or resume. Without one: subscribe with a card.
 */
export function SubscriptionScreen({ username }: { username: string }) {
  const slots = useJobSlots(username);
  // The first subscription slot (by slotId) that still runs, else the first one (an ended subscription).
  const subscriptionSlots = (slots.data ?? []).filter((slot) => slot.product === 'JOBSUB' && slot.orderId !== null).sort((a, b) => a.slotId - b.slotId);
  const first =
    subscriptionSlots.find((slot) => !slot.cancelledAt && (slot.expiresAt === null || Date.parse(slot.expiresAt) > Date.now())) ?? subscriptionSlots[0];
  const [subscribedOrder, setSubscribedOrder] = useState<number | null>(null);
  const orderId = subscribedOrder ?? first?.orderId ?? null;
  const subscription = useSubscription(username, orderId);

  return (
    <section className="app-page app-page--narrow" aria-labelledby="subscription-title">
      <PageMeta title="Subscription" noindex />
      <h1 className="app-page__title" id="subscription-title">
        Subscription
      </h1>
      <p className="app-page__subtitle">
        Each subscription slot keeps one posting live for as long as the subscription runs. It renews every month on your saved card.
      </p>
      <PaymentsNotice />
      {slots.isPending || (orderId !== null && subscription.isPending) ? (
        <PageLoading label="Loading your subscription…" />
      ) : slots.isError || subscription.isError ? (
        <Alert variant="danger" role="alert">
          {failureMessage(slots.error ?? subscription.error)}
        </Alert>
      ) : subscription.data ? (
        <>
          <SubscriptionDetails username={username} subscription={subscription.data} />
          {subscription.data.status === 'ended' || subscription.data.status === 'cancelled' ? (
            <SubscribeForm username={username} onSubscribed={setSubscribedOrder} />
          ) : null}
        </>
      ) : (
        <SubscribeForm username={username} onSubscribed={setSubscribedOrder} />
      )}
    </section>
  );
}

/** Subscribing: the position and number of slots go with the nonce the card form makes. */
function SubscribeForm({ username, onSubscribed }: { username: string; onSubscribed: (orderId: number) => void }) {
  const subscribe = useSubscribe(username);
  const form = useAppForm({
    schema: SubscribeFormSchema,
    defaultValues: { position: '', quantity: '1', nonce: '' },
    onSubmit: async ({ position, quantity, nonce }) => {
      const created = await subscribe.mutateAsync({ nonce, product: 'JOBSUB', quantity, position });
      onSubscribed(created.orderId);
    },
    guardUnsaved: false,
  });
  const typed = Number(form.watch('quantity'));
  const quantity = Number.isInteger(typed) && typed > 0 ? typed : 1;
  return (
    <div className="app-panel">
      <h2 className="job-form__title">Subscribe</h2>
      <p>A Premium Job Posting Subscription: each slot keeps a posting live, renewed monthly until you cancel. The price is shown before you pay.</p>
      <AppForm form={form} feedback="none">
        <SelectInput
          id="subscribe-position"
          name="position"
          label="Hiring for"
          options={POSITION_OPTIONS}
          placeholder="Choose a position"
          hint="The slots carry postings of this position in the region of your primary office, and are priced for them."
        />
        <TextInput id="subscribe-quantity" name="quantity" label="Number of slots" type="number" inputMode="numeric" min={1} max={FIRST_SLOTS_MAX} />
      </AppForm>
      {/* A failure of the payment (a declined card names the nonce) is said above the card form. */}
      <PaymentForm
        username={username}
        payLabel={`Pay and subscribe (${quantity} slot${quantity === 1 ? '' : 's'})`}
        busy={form.formState.isSubmitting}
        error={form.failure ?? form.formState.errors.nonce?.message ?? null}
        onNonce={(nonce) => {
          form.setValue('nonce', nonce);
          void form.submit();
        }}
      />
    </div>
  );
}

/** The card renewals charge: replace it through the card form; a past-due renewal is retried at once. */
function ChangeCard({ username, subscription }: { username: string; subscription: Subscription }) {
  const changeCard = useChangeCard(username, subscription.orderId);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const pastDue = subscription.status === 'past_due';

  function save(nonce: string) {
    setSaved(null);
    changeCard.mutate(nonce, {
      onSuccess: (changed) => {
        setOpen(false);
        const card = changed.card ? `${changed.card.brand} ending ${changed.card.last4}` : 'The new card';
        setSaved(
          !pastDue
            ? `${card} is saved. Your next renewal will be charged to it.`
            : changed.status === 'active'
              ? `${card} is saved and the renewal was paid. Your subscription is active again.`
              : `${card} is saved, but the renewal was declined again${changed.nextChargeAt ? `. We will try again on ${formatDay(changed.nextChargeAt)}` : ''}.`,
        );
      },
    });
  }

  return (
    <section className="app-panel mb-3" aria-labelledby="change-card-title" data-testid="change-card">
      <h2 className="job-form__title" id="change-card-title">
        Payment card
      </h2>
      {saved ? (
        <Alert variant={saved.includes('declined') ? 'warning' : 'success'} role="status">
          {saved}
        </Alert>
      ) : null}
      <p className="text-body-secondary">
        {subscription.card ? `Renewals are charged to your ${subscription.card.brand} ending ${subscription.card.last4}. ` : ''}
        {pastDue ? 'Saving a new card charges the overdue renewal to it right away.' : 'A new card is used from your next renewal.'}
      </p>
      {open ? (
        <>
          <PaymentForm
            username={username}
            payLabel={pastDue ? 'Save card and pay the renewal' : 'Save card'}
            busy={changeCard.isPending}
            error={changeCard.isError ? failureMessage(changeCard.error) : null}
            onNonce={save}
          />
          <Button variant="link" className="px-0" onClick={() => setOpen(false)} disabled={changeCard.isPending}>
            Keep the current card
          </Button>
        </>
      ) : (
        <Button variant={pastDue ? 'primary' : 'outline-primary'} onClick={() => setOpen(true)}>
          Change card
        </Button>
      )}
    </section>
  );
}

function SubscriptionDetails({ username, subscription }: { username: string; subscription: Subscription }) {
  // Cancel and resume; the number of slots has its own call, so each failure is said once.
  const change = useChangeSubscription(username, subscription.orderId);
  const changeSlots = useChangeSubscription(username, subscription.orderId);
  const slotsForm = useAppForm({
    schema: SlotsFormSchema,
    defaultValues: { quantity: String(subscription.quantity) },
    onSubmit: async ({ quantity }) => {
      change.reset();
      if (quantity !== subscription.quantity) await changeSlots.mutateAsync({ quantity });
    },
    guardUnsaved: false,
  });
  const typedSlots = Number(slotsForm.watch('quantity'));
  const status = STATUS_LABEL[subscription.status];
  const live = subscription.status === 'active';
  const busy = change.isPending || slotsForm.formState.isSubmitting;
  // A failed change is said at the top of the plan (a field's own message shows under it).
  const failure = slotsForm.failure ?? (change.isError ? failureMessage(change.error) : null);
  const setCancelAtPeriodEnd = (cancelAtPeriodEnd: boolean) => {
    slotsForm.setFailure(null);
    change.mutate({ cancelAtPeriodEnd });
  };

  return (
    <>
      {failure ? <FormErrorAlert message={failure} /> : null}
      <div className="app-panel mb-3" data-testid="subscription-plan">
        <h2 className="job-form__title">
          Premium Job Posting Subscription <Badge bg={status.bg}>{status.text}</Badge>
        </h2>
        <dl className="row mb-0">
          <dt className="col-sm-5">Slots</dt>
          <dd className="col-sm-7">
            {subscription.quantity} × {formatCents(subscription.unitFee)} a month
          </dd>
          <dt className="col-sm-5">Current period</dt>
          <dd className="col-sm-7">
            {formatDay(subscription.periodStart)} to {formatDay(subscription.periodEnd)}
          </dd>
          <dt className="col-sm-5">Next charge</dt>
          <dd className="col-sm-7" data-testid="next-charge">
            {subscription.nextChargeAt && subscription.nextChargeAmount !== null
              ? `${formatCents(subscription.nextChargeAmount)} on ${formatDay(subscription.nextChargeAt)}`
              : subscription.cancelAtPeriodEnd && live
                ? `None: the subscription ends on ${formatDay(subscription.periodEnd)}`
                : 'None'}
          </dd>
          {subscription.card ? (
            <>
              <dt className="col-sm-5">Card</dt>
              <dd className="col-sm-7">
                {subscription.card.brand} ending {subscription.card.last4}
              </dd>
            </>
          ) : null}
        </dl>
        {subscription.status === 'past_due' ? (
          <Alert variant="warning" className="mt-3 mb-0">
            The last renewal was declined. We will try your card again{subscription.nextChargeAt ? ` on ${formatDay(subscription.nextChargeAt)}` : ''}; your
            postings stay live until then.
          </Alert>
        ) : null}
        {live ? (
          <div className="mt-3 d-flex gap-2 flex-wrap">
            {subscription.cancelAtPeriodEnd ? (
              <Button variant="primary" disabled={busy} onClick={() => setCancelAtPeriodEnd(false)}>
                Resume subscription
              </Button>
            ) : (
              <Button variant="outline-danger" disabled={busy} onClick={() => setCancelAtPeriodEnd(true)}>
                Cancel at period end
              </Button>
            )}
          </div>
        ) : null}
      </div>

      {live || subscription.status === 'past_due' ? <ChangeCard username={username} subscription={subscription} /> : null}

      {live && !subscription.cancelAtPeriodEnd ? (
        <AppForm form={slotsForm} feedback="none" className="app-panel mb-3" aria-labelledby="change-slots-title">
          <h2 className="job-form__title" id="change-slots-title">
            Change the number of slots
          </h2>
          <p className="text-body-secondary">Added slots are charged now for the rest of this period. Only slots without a posting can be removed.</p>
          <div className="d-flex gap-2 align-items-end">
            <TextInput id="subscription-quantity" name="quantity" label="Slots" type="number" inputMode="numeric" min={1} max={1000} className="" />
            <SubmitButton busyLabel="Updating…" disabled={change.isPending || typedSlots === subscription.quantity}>
              Update slots
            </SubmitButton>
          </div>
        </AppForm>
      ) : null}

      <h2 className="job-form__title">Slots</h2>
      <ul className="subscription-slots" data-testid="subscription-slots">
        {subscription.slots.map((slot, index) => (
          <li key={slot.slotId} className="app-panel subscription-slot">
            <div>
              <h3 className="h6 mb-1">Posting slot {index + 1}</h3>
              <p className="mb-0 text-body-secondary">Runs until {formatDay(slot.expiresAt)}</p>
            </div>
            {slot.job ? (
              <p className="mb-0">
                Carries <Link to={summaryPath(slot.job.id)}>{slot.job.name || `Posting #${slot.job.id}`}</Link>
              </p>
            ) : live ? (
              <Link to={slotJobPath(slot.slotId)} className="btn btn-primary">
                Post a job in this slot
              </Link>
            ) : null}
          </li>
        ))}
      </ul>

      <h2 className="job-form__title mt-4">Payment history</h2>
      <Table responsive size="sm" data-testid="payment-history">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">What</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {subscription.charges.map((charge) => (
            <tr key={charge.id}>
              <td>{formatDay(charge.createdAt)}</td>
              <td>
                {charge.kind === 'renewal'
                  ? `Renewal ${formatDay(charge.periodStart)} to ${formatDay(charge.periodEnd)}`
                  : `${charge.quantity} added slot${charge.quantity === 1 ? '' : 's'} to ${formatDay(charge.periodEnd)}`}
              </td>
              <td>{formatCents(charge.amount)}</td>
              <td>
                {CHARGE_LABEL[charge.status]}
                {charge.message && charge.status !== 'settled' ? ` (${charge.message})` : ''}
              </td>
            </tr>
          ))}
          <tr>
            <td>{formatDay(subscription.firstPayment.createdAt)}</td>
            <td>First month</td>
            <td>{formatCents(subscription.firstPayment.amount)}</td>
            <td>
              {subscription.firstPayment.paymentId ? (
                <Link to={`/app/account-settings/receipt/${subscription.firstPayment.paymentId}`}>Paid: receipt</Link>
              ) : (
                'Paid'
              )}
            </td>
          </tr>
        </tbody>
      </Table>
    </>
  );
}
