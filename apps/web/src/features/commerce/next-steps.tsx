// What to do after buying (the funnel's confirmation and the signed-in buy page show it).
import { Link } from 'react-router';
import type { Order } from './commerce-api';

/** What to do after buying: post into the first new slot (or search resumes, after buying resume access), see the receipt. */
export function NextSteps({ order }: { order: Order }) {
  const slot = order.slots[0];
  const resumeAccess = order.items.some((item) => item.productCode === 'RESUME30');
  return (
    <div className="cart-next">
      <h2 className="cart-section-title">What's next</h2>
      {order.credits.NAT > 0 ? (
        <p className="cart-next__note">
          Your National Search credits wait in your balance: once a posting is live, choose <strong>Show in national search</strong> on it.
        </p>
      ) : null}
      {resumeAccess && !slot ? (
        <Link to="/app/resume-search" className="btn btn-primary btn-lg w-100 mb-2">
          Search resumes
        </Link>
      ) : slot ? (
        <Link to={`/app/post-job/subscription/${slot.slotId}`} className="btn btn-primary btn-lg w-100 mb-2">
          Post your job
        </Link>
      ) : (
        <Link to="/app/post-job/all" className="btn btn-primary btn-lg w-100 mb-2">
          Go to your job postings
        </Link>
      )}
      <Link to={`/app/account-settings/receipt/${encodeURIComponent(String(order.paymentId))}`} className="btn btn-outline-primary w-100">
        View your receipt
      </Link>
    </div>
  );
}
