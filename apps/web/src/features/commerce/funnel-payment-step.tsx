// The funnel's payment step: the job's pricing place, the card, and the order; paying makes a visitor's account.
import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { formatCents } from '@chairside/domain/money';
import { useAuth } from '../../lib/auth-context';
import { saveToken } from '../../lib/auth-storage';
import { ANALYTICS_EVENTS, track } from '../../lib/analytics';
import { PageLoading } from '../../components/page-loading';
import { OrderSummary, pricedCart, PricingPlaceFields } from './cart-parts';
import type { NewAccount } from './commerce-api';
import { cartAnalytics, STEP_PATHS, useFunnel } from './funnel-context';
import { FunnelPage, WithCatalog } from './funnel-page';
import { PaymentForm } from './payment-form';
import { paymentBody, placeProblem, useCheckout } from './use-checkout';

export function PaymentStep() {
  const { status, user, reloadUser } = useAuth();
  const { cart, dispatch, place, setPlace, account, setAccount, employer } = useFunnel();
  const navigate = useNavigate();
  const checkout = useCheckout();
  const fallbackZip = employer ? user?.zip : account?.zip;
  useEffect(() => track(ANALYTICS_EVENTS.beginCheckout, cartAnalytics(cart)), []); // eslint-disable-line react-hooks/exhaustive-deps -- once per visit of the step

  if (status === 'loading') return <PageLoading />;
  // A visitor comes through account setup first (a reload forgets the account's details: they are not stored).
  if (!employer && !account) return <Navigate to={STEP_PATHS.account} replace />;

  async function onNonce(nonce: string) {
    const problem = placeProblem(place, fallbackZip, cart.selectedType);
    if (problem) return checkout.setError(problem);
    const body = paymentBody(cart, place, nonce, fallbackZip);
    track(ANALYTICS_EVENTS.addPaymentInfo, { ...cartAnalytics(cart), payment_type: 'card' });
    const target = employer ? ({ kind: 'employer', username: employer } as const) : ({ kind: 'prepay', account: account as NewAccount } as const);
    const paid = await checkout.pay(target, body);
    if (!paid) return;
    if (target.kind === 'prepay') {
      // The new account's session, exactly as sign-up answers it.
      saveToken(paid.authorization);
      await reloadUser();
    }
    dispatch({ type: 'restore', saved: null });
    navigate(`${STEP_PATHS.confirmation}?order=${paid.order.orderId}`, { state: { order: paid.order } });
    setAccount(null);
  }

  return (
    <FunnelPage step="payment" title="Payment">
      <WithCatalog>
        {(answer) => {
          const { total } = pricedCart(cart, answer.catalog);
          return (
            <div className="cart-layout">
              <div className="cart-layout__main cart-panel">
                <h2 className="cart-section-title">The job</h2>
                <PricingPlaceFields place={{ ...place, zip: place.zip || fallbackZip || '' }} onChange={setPlace} />
                <h2 className="cart-section-title">Card details</h2>
                {account ? (
                  <p className="cart-account-note">
                    Creating the account for <strong>{account.practiceName}</strong> ({account.email}). <Link to={STEP_PATHS.account}>Change</Link>
                  </p>
                ) : null}
                <PaymentForm
                  username={employer}
                  payLabel={`Pay ${formatCents(total)}`}
                  busy={checkout.busy}
                  error={checkout.error}
                  onNonce={(nonce) => void onNonce(nonce)}
                />
              </div>
              <aside className="cart-layout__aside cart-panel">
                <OrderSummary catalog={answer.catalog} cart={cart} />
                <Link to={STEP_PATHS.products} className="btn btn-link w-100">
                  Change your order
                </Link>
              </aside>
            </div>
          );
        }}
      </WithCatalog>
    </FunnelPage>
  );
}
