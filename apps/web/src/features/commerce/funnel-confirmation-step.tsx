// The funnel's last step: the paid order (passed on, or fetched by its number), reported to analytics once.
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatCents } from '@chairside/domain/money';
import { useAuth } from '../../lib/auth-context';
import { PageLoading } from '../../components/page-loading';
import { failureMessage } from '../../components/form/errors';
import { trackPurchase } from './commerce-analytics';
import { useOrder, type Order } from './commerce-api';
import { useFunnel } from './funnel-context';
import { FunnelPage } from './funnel-page';
import { NextSteps } from './next-steps';
import { OrderDetails } from './order-details';

/** Orders whose purchase this tab has reported (a revisit of the confirmation does not count twice). */
const trackedOrders = new Set<number>();

export function ConfirmationStep() {
  const { status } = useAuth();
  const { employer } = useFunnel();
  const [params] = useSearchParams();
  const passed = (useLocation().state as { order?: Order } | null)?.order ?? null;
  const orderId = /^\d{1,15}$/.test(params.get('order') ?? '') ? Number(params.get('order')) : null;
  const fetched = useOrder(passed ? null : employer, orderId);
  const order = passed ?? fetched.data ?? null;
  useEffect(() => {
    if (order && !trackedOrders.has(order.orderId)) {
      trackedOrders.add(order.orderId);
      trackPurchase(order);
    }
  }, [order]);

  if (!order) {
    if (status === 'loading' || fetched.isLoading) return <PageLoading label="Loading your order…" />;
    return (
      <FunnelPage step="confirmation" title="Order Confirmation">
        <div className="cart-panel">
          <p>{fetched.isError ? failureMessage(fetched.error) : employer ? 'We could not find this order.' : 'Sign in to see your order.'}</p>
          <Link to="/app/post-job/all" className="btn btn-primary">
            Go to your job postings
          </Link>
        </div>
      </FunnelPage>
    );
  }
  return (
    <FunnelPage step="confirmation" title="Thank you! Your order is confirmed." lead={`Order #${order.orderId}, paid ${formatCents(order.total)}.`}>
      <div className="cart-layout">
        <div className="cart-layout__main cart-panel">
          <OrderDetails order={order} />
        </div>
        <aside className="cart-layout__aside cart-panel">
          <NextSteps order={order} />
        </aside>
      </div>
    </FunnelPage>
  );
}
