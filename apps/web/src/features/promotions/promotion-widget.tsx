import { useEffect, useLayoutEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faGift, faXmark } from '@fortawesome/free-solid-svg-icons';
import {
  formatPromotionExpiry,
  markPromotionViewed,
  parseViewedPromotions,
  promotionAutoExpands,
  promotionPlacement,
  promotionViewer,
  shouldShowPromotion,
  VIEWED_PROMOTIONS_KEY,
  type ViewedPromotions,
} from '@chairside/domain/promotion-rules';
import type { Promotion } from '@chairside/domain/promotions';
import type { Catalog, Discount } from '@chairside/domain/commerce';
import { isSitePath } from '@chairside/domain/site-paths';
import { api, ApiError } from '../../lib/api-client';
import { ANALYTICS_EVENTS, track } from '../../lib/analytics';
import { readUrlContext, rememberInUrlContext } from '../../lib/url-context';
import { loadCart } from '../commerce/public-api';

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

/**
 * The offer of the promotion's code, from the catalog: a practice's own (its discounts and limits),
 * or the public one. 'used' when the practice may no longer use the code (the widget then hides);
 * any other failure is only logged, and the widget shows without the offer.
 */
function useOfferOf(code: string | undefined, username: string | null, role: string | null) {
  const employer = role === 'employer' && username ? username : null;
  return useQuery({
    queryKey: ['promotion-offer', code, employer],
    enabled: Boolean(code),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<Discount | 'used' | null> => {
      const coupon = `coupon-code=${encodeURIComponent(code ?? '')}`;
      try {
        const catalog = employer
          ? await api.get<Catalog>(`/users/employers/${encodeURIComponent(employer)}/catalog?${coupon}`, signal)
          : await api.get<Catalog>(`/prepay/catalog?${coupon}`, signal);
        return catalog.discounts.find((discount) => discount.discountCode === code) ?? null;
      } catch (error) {
        if (employer && error instanceof ApiError && error.status === 409) return 'used';
        console.warn('The promotion’s discount could not be read from the catalog.', error);
        return null;
      }
    },
  });
}

const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Whether any visible control of the page lies under the widget. */
function coversAControl(widget: HTMLElement): boolean {
  const area = widget.getBoundingClientRect();
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (widget.contains(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.left < area.right && box.right > area.left && box.top < area.bottom && box.bottom > area.top) return true;
  }
  return false;
}

/** Keeps the page's bottom clear of the widget: the body gets room below its last control as tall as the widget. */
function useRoomBelow(element: HTMLElement | null) {
  useEffect(() => {
    if (!element) return;
    const body = document.body;
    const observer = new ResizeObserver(() => body.style.setProperty('--cs-promo-room', `${element.offsetHeight + 16}px`));
    observer.observe(element);
    body.classList.add('has-promo');
    return () => {
      observer.disconnect();
      body.classList.remove('has-promo');
      body.style.removeProperty('--cs-promo-room');
    };
  }, [element]);
}

/** The promotion widget: a collapsed icon that expands on click and closes with an X (spec: Promotion widget). */
export function PromotionWidget({ username, role, pathname }: { username: string | null; role: string | null; pathname: string }) {
  const placement = promotionPlacement(pathname, role);
  const { data } = useQuery({
    queryKey: ['promotion', 'current'],
    queryFn: ({ signal }) => api.get<{ promotion: Promotion | null }>('/promotions/current', signal),
    enabled: placement !== 'hidden',
    staleTime: 5 * 60_000,
  });
  const promotion = data?.promotion ?? null;
  const offerAnswer = useOfferOf(promotion?.discountCode, username, role).data ?? null;
  const offer = offerAnswer === 'used' ? null : offerAnswer;
  const [expanded, setExpanded] = useState<false | 'by-itself' | 'asked'>(false);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useRoomBelow(element);
  const discountApplied = Boolean(loadCart().couponCode);

  const shown =
    placement !== 'hidden' &&
    offerAnswer !== 'used' &&
    shouldShowPromotion({
      role,
      hasPromotion: promotion !== null,
      discountApplied,
      discountCodeInUrl: Boolean(readUrlContext().discountCode),
      windowWidth: window.innerWidth,
    });

  // Expands by itself once per person (or 'unauthenticated') per discount code, but only where
  // it covers no control; it folds back as soon as scrolling would bring one under it.
  useEffect(() => {
    if (!shown || !promotion || placement !== 'open-once') return;
    if (promotionAutoExpands(readViewed(), promotionViewer(username), promotion.discountCode)) setExpanded('by-itself');
  }, [shown, promotion, username, placement]);

  useLayoutEffect(() => {
    if (expanded !== 'by-itself' || !element || !promotion) return;
    if (coversAControl(element)) {
      setExpanded(false);
      return;
    }
    const viewer = promotionViewer(username);
    writeViewed(markPromotionViewed(readViewed(), viewer, promotion.discountCode));
    const foldIfCovering = () => {
      if (coversAControl(element)) setExpanded(false);
    };
    window.addEventListener('scroll', foldIfCovering, { passive: true });
    window.addEventListener('resize', foldIfCovering);
    return () => {
      window.removeEventListener('scroll', foldIfCovering);
      window.removeEventListener('resize', foldIfCovering);
    };
  }, [expanded, element, promotion, username]);

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
    <div className="cs-promo" ref={setElement}>
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
        <button
          type="button"
          className="cs-promo__toggle"
          aria-label={`Special offer: ${promotion.heading}`}
          aria-expanded={false}
          onClick={() => setExpanded('asked')}
        >
          <FontAwesomeIcon icon={faGift} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
