import { useReducer, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { cartReducer, DEFAULT_CART } from '@chairside/domain/cart-rules';
import { formatCents } from '@chairside/domain/money';
import { useAuth } from '../../lib/auth-context';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { freeSlots, useJobChanged, useJobSlots, NEW_JOB_PATH, slotJobPath, slotLabel } from '../postings/public-api';
import { AddOnsChooser, CouponField, OrderSummary, pricedCart, PricingPlaceFields, ProductChooser, useCartCatalog } from './cart-parts';
import { loadPlace, savePlace, useCartState } from './cart-store';
import { receiptsKey, type Order, type PaymentTarget, type PricingPlace } from './commerce-api';
import { NextSteps } from './next-steps';
import { OrderDetails } from './order-details';
import { PaymentForm } from './payment-form';
import { PaymentsNotice } from './payments-notice';
import { paymentBody, placeProblem, useCheckout } from './use-checkout';
import { creditsKey } from './credit-balance';
import { failureMessage } from '../../components/form/errors';

/** /app/post-job/select-product/: post into a free slot, write a draft, or buy postings and pay here. */
export function BuyPostingsPage({ username }: { username: string }) {
  const slots = useJobSlots(username);
  const [order, setOrder] = useState<Order | null>(null);
  const free = freeSlots(slots.data);
  return (
    <section className="app-page" aria-labelledby="select-product-title">
      <PageMeta title="Post a job" noindex />
      <h1 className="app-page__title" id="select-product-title">
        Post a job
      </h1>
      <p className="app-page__subtitle">Post into a free job slot, or buy postings and pay here.</p>
      <PaymentsNotice />
      {order ? (
        <div className="cart-layout">
          <div className="cart-layout__main app-panel">
            <div className="alert alert-success" role="status">
              Thank you! Order #{order.orderId} is paid ({formatCents(order.total)}).
            </div>
            <OrderDetails order={order} />
          </div>
          <aside className="cart-layout__aside app-panel">
            <NextSteps order={order} />
          </aside>
        </div>
      ) : (
        <>
          <div className="app-panel mb-3">
            {slots.isPending ? (
              <PageLoading label="Loading your job slots…" />
            ) : free.length > 0 ? (
              <>
                <h2 className="cart-section-title">You have {free.length === 1 ? 'a free job slot' : `${free.length} free job slots`}</h2>
                <div className="cart-slot-links">
                  {free.map((slot) => (
                    <Link key={slot.slotId} to={slotJobPath(slot.slotId)} className="btn btn-outline-primary">
                      Post into a slot: {slotLabel(slot)}
                    </Link>
                  ))}
                  <Link to={NEW_JOB_PATH} className="btn btn-link">
                    Or write a draft
                  </Link>
                </div>
              </>
            ) : (
              <p className="mb-0">
                You have no free job slots. Buy a posting below, or <Link to={NEW_JOB_PATH}>write a draft</Link> and publish it later.
              </p>
            )}
          </div>
          <InAppCheckout username={username} onPaid={setOrder} />
        </>
      )}
    </section>
  );
}

/** The signed-in employer's cart and payment, in place. */
function InAppCheckout({ username, onPaid }: { username: string; onPaid: (order: Order) => void }) {
  const { user } = useAuth();
  const [cart, dispatch] = useCartState();
  const [place, setPlaceState] = useState(loadPlace);
  const catalog = useCartCatalog(username, place, cart, dispatch, true);
  const checkout = useCheckout();
  const setPlace = (next: PricingPlace) => {
    setPlaceState(next);
    savePlace(next);
  };
  const changed = useJobChanged(username);
  const queryClient = useQueryClient();

  if (catalog.isPending) return <PageLoading label="Loading products and prices…" />;
  if (catalog.isError)
    return (
      <div className="alert alert-danger" role="alert">
        {failureMessage(catalog.error)}
      </div>
    );
  const answer = catalog.data;
  const { total } = pricedCart(cart, answer.catalog);

  async function onNonce(nonce: string) {
    const problem = placeProblem(place, user?.zip, cart.selectedType);
    if (problem) return checkout.setError(problem);
    const paid = await checkout.pay({ kind: 'employer', username }, paymentBody(cart, place, nonce, user?.zip));
    if (!paid) return;
    dispatch({ type: 'restore', saved: null });
    changed();
    void queryClient.invalidateQueries({ queryKey: receiptsKey(username) });
    void queryClient.invalidateQueries({ queryKey: creditsKey(username) });
    onPaid(paid.order);
  }

  return (
    <div className="cart-layout">
      <div className="cart-layout__main">
        <div className="app-panel mb-3">
          <ProductChooser catalog={answer.catalog} cart={cart} dispatch={dispatch} products={['JOBSUB', 'JOB', 'BASIC', 'RESUME30']} />
        </div>
        <div className="app-panel mb-3">
          <PricingPlaceFields place={{ ...place, zip: place.zip || user?.zip || '' }} onChange={setPlace} />
          <CouponField cart={cart} dispatch={dispatch} answer={answer} />
        </div>
        <div className="app-panel mb-3">
          <AddOnsChooser catalog={answer.catalog} cart={cart} dispatch={dispatch} />
        </div>
      </div>
      <aside className="cart-layout__aside app-panel">
        <OrderSummary catalog={answer.catalog} cart={cart} />
        <PaymentForm
          username={username}
          payLabel={`Pay ${formatCents(total)}`}
          busy={checkout.busy}
          error={checkout.error}
          onNonce={(nonce) => void onNonce(nonce)}
        />
      </aside>
    </div>
  );
}

/**
 * Buying one posting for a draft: the payment publishes the draft into the new slot in the same
 * step (POST .../jobs/{jobId}/payment). Its cart is this dialog's own: one posting, and National
 * Search (one NAT, spent on the draft as it goes live) for a premium or subscription posting.
 */
export function BuyAndPublishDialog({
  username,
  jobId,
  place,
  show,
  onHide,
  onPublished,
}: {
  username: string;
  jobId: number;
  /** The draft's position and ZIP code: the posting is priced for them. */
  place: PricingPlace;
  show: boolean;
  onHide: () => void;
  onPublished: (order: Order) => void;
}) {
  return (
    <Modal show={show} onHide={onHide} centered size="lg" aria-labelledby="buy-publish-title">
      <Modal.Header closeButton>
        <Modal.Title id="buy-publish-title">Buy a posting and publish</Modal.Title>
      </Modal.Header>
      <Modal.Body>{show ? <DraftCheckout username={username} jobId={jobId} place={place} onPublished={onPublished} /> : null}</Modal.Body>
    </Modal>
  );
}

function DraftCheckout({ username, jobId, place, onPublished }: { username: string; jobId: number; place: PricingPlace; onPublished: (order: Order) => void }) {
  const { user } = useAuth();
  const [cart, dispatch] = useReducer(cartReducer, { ...DEFAULT_CART, selectedType: 'JOB' });
  const catalog = useCartCatalog(username, place, cart, dispatch);
  const checkout = useCheckout();

  if (catalog.isPending) return <PageLoading label="Loading products and prices…" />;
  if (catalog.isError)
    return (
      <div className="alert alert-danger" role="alert">
        {failureMessage(catalog.error)}
      </div>
    );
  const answer = catalog.data;
  const target: PaymentTarget = { kind: 'draft', username, jobId };
  const nat = answer.catalog.products.find((product) => product.productCode === 'NAT');
  // A basic posting shows in local search only: no national add-on with it.
  const national = cart.selectedType !== 'BASIC' && cart.selectedAddOns.NAT > 0;
  const paying = { ...cart, selectedAddOns: { ...cart.selectedAddOns, NAT: national ? 1 : 0 } };
  const { total } = pricedCart(paying, answer.catalog);

  async function onNonce(nonce: string) {
    const problem = placeProblem(place, user?.zip);
    if (problem) return checkout.setError(problem);
    const paid = await checkout.pay(target, paymentBody(paying, place, nonce, user?.zip));
    if (paid) onPublished(paid.order);
  }

  return (
    <div className="cart-draft">
      <ProductChooser catalog={answer.catalog} cart={cart} dispatch={dispatch} fixedQuantity />
      {nat && cart.selectedType !== 'BASIC' ? (
        <Form.Check
          className="cart-national"
          type="checkbox"
          id={`draft-${jobId}-national`}
          label={`Also show it in national search (National Search add-on, NAT, ${formatCents(nat.fee)})`}
          checked={national}
          onChange={(event) => dispatch({ type: 'set-add-on', code: 'NAT', qty: event.target.checked ? 1 : 0 })}
        />
      ) : null}
      <CouponField cart={cart} dispatch={dispatch} answer={answer} />
      <OrderSummary catalog={answer.catalog} cart={paying} />
      <PaymentForm
        username={username}
        payLabel={`Pay ${formatCents(total)} and publish`}
        busy={checkout.busy}
        error={checkout.error}
        onNonce={(nonce) => void onNonce(nonce)}
      />
    </div>
  );
}
