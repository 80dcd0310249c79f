import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faGift, faXmark } from '@fortawesome/free-solid-svg-icons';
import {
  formatPromotionExpiry,
  markPromotionViewed,
  parseViewedPromotions,
  promotionAutoExpands,
  promotionViewer,
  shouldShowPromotion,
  VIEWED_PROMOTIONS_KEY,
  type ViewedPromotions,
} from '@chairside/domain/promotion-rules';
import type { Promotion } from '@chairside/domain/promotions';
import type { Catalog, Discount } from '@chairside/domain/commerce';
import { api } from '../../lib/api-client';
import { ANALYTICS_EVENTS, track } from '../../lib/analytics';
import { readUrlContext, rememberInUrlContext } from '../../lib/url-context';
import { loadCart } from '../commerce/cart-store';

function readViewed(): ViewedPromotions {
  try {
    return parseViewedPromotions(JSON.parse(window.localStorage.getItem(VIEWED_PROMOTIONS_KEY) ?? '{}'));
  } catch {
    return {};
  }
}

function writeViewed(viewed: ViewedPromotions) {
  try {
    window.localStorage.setItem(VIEWED_PROMOTIONS_KEY, JSON.stringify(viewed));
  } catch {
    // Storage blocked: it may expand again next time.
  }
}

/** The offer of the promotion's code, from the catalog; a failure is only logged, the widget shows without it. */
function useOfferOf(code: string | undefined) {
  return useQuery({
    queryKey: ['promotion-offer', code],
    enabled: Boolean(code),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<Discount | null> => {
      try {
        const catalog = await api.get<Catalog>(`/prepay/catalog?coupon-code=${encodeURIComponent(code ?? '')}`, signal);
        return catalog.discounts.find((discount) => discount.discountCode === code) ?? null;
      } catch (error) {
        console.warn('The promotion’s discount could not be read from the catalog.', error);
        return null;
      }
    },
  });
}

const isSitePath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** The promotion widget: a collapsed icon that expands on click and closes with an X (spec: Promotion widget). */
export function PromotionWidget({ username, role }: { username: string | null; role: string | null }) {
  const { data } = useQuery({
    queryKey: ['promotion', 'current'],
    queryFn: ({ signal }) => api.get<{ promotion: Promotion | null }>('/promotions/current', signal),
    staleTime: 5 * 60_000,
  });
  const promotion = data?.promotion ?? null;
  const offer = useOfferOf(promotion?.discountCode).data ?? null;
  const [expanded, setExpanded] = useState(false);
  const discountApplied = Boolean(loadCart().couponCode);

  const shown = shouldShowPromotion({
    role,
    hasPromotion: promotion !== null,
    discountApplied,
    discountCodeInUrl: Boolean(readUrlContext().discountCode),
    windowWidth: window.innerWidth,
  });

  // Expands by itself once per person (or 'unauthenticated') per discount code.
  useEffect(() => {
    if (!shown || !promotion) return;
    const viewer = promotionViewer(username);
    const viewed = readViewed();
    if (!promotionAutoExpands(viewed, viewer, promotion.discountCode)) return;
    writeViewed(markPromotionViewed(viewed, viewer, promotion.discountCode));
    setExpanded(true);
  }, [shown, promotion, username]);

  if (!shown || !promotion) return null;

  const choose = () => {
    track(ANALYTICS_EVENTS.promoClick, {
      promotion_id: String(promotion.id),
      promotion_name: promotion.heading,
      creative_slot: 'promotion_widget',
      items: [{ item_id: offer?.productCode ?? '', coupon: promotion.discountCode }],
    });
    rememberInUrlContext('discountCode', promotion.discountCode);
  };
  const ctaText = promotion.ctaText || 'Use this offer';
  const ctaLink = promotion.ctaLink || '/dental-hiring-products/';

  return (
    <div className="cs-promo">
      {expanded ? (
        <section className="cs-promo__card" aria-labelledby="cs-promo-heading">
          <button type="button" className="cs-promo__close" aria-label="Close the offer" onClick={() => setExpanded(false)}>
            <FontAwesomeIcon icon={faXmark} aria-hidden="true" />
          </button>
          <h2 className="cs-promo__heading" id="cs-promo-heading">
            {promotion.heading}
          </h2>
          {offer ? <p className="cs-promo__offer">{offer.displayPhrase}</p> : null}
          <p className="cs-promo__code">
            Code <strong>{promotion.discountCode}</strong>
          </p>
          <p className="cs-promo__expiry">Offer ends {formatPromotionExpiry(promotion.expirationDate)}</p>
          {isSitePath(ctaLink) ? (
            <Link className="btn btn-warning cs-promo__cta" to={ctaLink} onClick={choose}>
              {ctaText}
            </Link>
          ) : (
            <a className="btn btn-warning cs-promo__cta" href={ctaLink} onClick={choose} rel="noopener">
              {ctaText}
            </a>
          )}
        </section>
      ) : (
        <button type="button" className="cs-promo__toggle" aria-label={`Special offer: ${promotion.heading}`} aria-expanded={false} onClick={() => setExpanded(true)}>
          <FontAwesomeIcon icon={faGift} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
