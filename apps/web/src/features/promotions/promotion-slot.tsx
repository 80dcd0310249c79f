import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PROMOTION_HIDDEN_AT_WIDTH } from '@chairside/domain/promotion-rules';
import { loadOnDemand } from '../../components/layout/load-on-demand';
import { useAuth } from '../../lib/auth-context';
import { readUrlContext } from '../../lib/url-context';

// The widget's code (and its requests) load only for someone who may see it, after the page is up.
const Widget = loadOnDemand(() => import('./promotion-widget').then((m) => m.PromotionWidget));

const wideEnough = () => window.innerWidth > PROMOTION_HIDDEN_AT_WIDTH;

/**
 * Where the promotion widget goes: nothing on the server or while the session is unknown; for
 * a job seeker or an administrator, at 400px wide or less, or with a discount code in the visit's
 * URL context, nothing either. Otherwise the widget loads and applies the rest of the rule (its
 * placement on this page: ADR 76).
 */
export function PromotionSlot() {
  const { status, user } = useAuth();
  const { pathname, search } = useLocation();
  const [wide, setWide] = useState(false);

  useEffect(() => {
    const update = () => setWide(wideEnough());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  if (status === 'loading' || !wide) return null;
  const role = user?.role ?? null;
  if (role === 'staff' || role === 'admin') return null;
  // `search` keeps this in step with the address the context was just captured from.
  const discountCodeInUrl = Boolean(new URLSearchParams(search).get('discountCode') || readUrlContext().discountCode);
  if (discountCodeInUrl) return null;
  return <Widget.Component username={user?.username ?? null} role={role} pathname={pathname} />;
}
