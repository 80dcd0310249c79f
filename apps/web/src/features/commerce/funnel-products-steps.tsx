// The funnel's first two steps: choosing the products (with the pricing place and a coupon), then the add-ons.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ANALYTICS_EVENTS, track } from '../../lib/analytics';
import { AddOnsChooser, CouponField, OrderSummary, PricingPlaceFields, ProductChooser } from './cart-parts';
import { cartAnalytics, STEP_PATHS, useFunnel } from './funnel-context';
import { FunnelPage, WithCatalog } from './funnel-page';

/** What the products page sells: the postings, and resume-search access. */
const FUNNEL_PRODUCTS = ['JOBSUB', 'JOB', 'BASIC', 'RESUME30'] as const;

export function ProductsStep() {
  const { cart, dispatch, place, setPlace } = useFunnel();
  useEffect(() => track(ANALYTICS_EVENTS.viewProduct, cartAnalytics(cart)), []); // eslint-disable-line react-hooks/exhaustive-deps -- once per visit of the step
  return (
    <FunnelPage
      step="products"
      title="Dental Hiring Products & Pricing"
      lead="Post your job where dental professionals look. Choose a posting, add extras, and publish today."
    >
      <WithCatalog>
        {(answer) => (
          <div className="cart-layout">
            <div className="cart-layout__main">
              <div className="cart-panel">
                <ProductChooser catalog={answer.catalog} cart={cart} dispatch={dispatch} products={FUNNEL_PRODUCTS} />
              </div>
              <div className="cart-panel">
                <PricingPlaceFields place={place} onChange={setPlace} />
                <CouponField cart={cart} dispatch={dispatch} answer={answer} />
              </div>
            </div>
            <aside className="cart-layout__aside cart-panel">
              <OrderSummary catalog={answer.catalog} cart={cart} />
              <Link to={STEP_PATHS.addons} className="btn btn-primary btn-lg w-100">
                Continue
              </Link>
            </aside>
          </div>
        )}
      </WithCatalog>
    </FunnelPage>
  );
}

export function AddOnsStep() {
  const { cart, dispatch, employer } = useFunnel();
  return (
    <FunnelPage step="addons" title="Choose Add-ons" lead="Reach more candidates: invite them from resume search, or show your posting nationally.">
      <WithCatalog>
        {(answer) => (
          <div className="cart-layout">
            <div className="cart-layout__main cart-panel">
              <AddOnsChooser catalog={answer.catalog} cart={cart} dispatch={dispatch} />
            </div>
            <aside className="cart-layout__aside cart-panel">
              <OrderSummary catalog={answer.catalog} cart={cart} />
              <Link to={employer ? STEP_PATHS.payment : STEP_PATHS.account} className="btn btn-primary btn-lg w-100">
                Continue
              </Link>
              <Link to={STEP_PATHS.products} className="btn btn-link w-100 mt-1">
                Back to products
              </Link>
            </aside>
          </div>
        )}
      </WithCatalog>
    </FunnelPage>
  );
}
