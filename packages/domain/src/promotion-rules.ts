// When the banner and the promotion widget show (spec: Promotion widget and banner). Plain
// TypeScript without zod: public pages load it within their JavaScript budget.

export const BUILD_ENVIRONMENTS = ['development', 'staging', 'production'] as const;
export type BuildEnvironment = (typeof BUILD_ENVIRONMENTS)[number];

/** Who an announcement is for: a practice, a job seeker (staff) or a signed-out visitor. */
export const ANNOUNCEMENT_ROLES = ['employer', 'staff', 'unauthenticated'] as const;
export type AnnouncementRole = (typeof ANNOUNCEMENT_ROLES)[number];

/** The widget hides at this window width or narrower; it is never wider than the maximum. */
export const PROMOTION_HIDDEN_AT_WIDTH = 400;
export const PROMOTION_MAX_WIDTH = 500;
/** The local-storage key: viewer ('unauthenticated' or a username) → discount codes already expanded once. */
export const VIEWED_PROMOTIONS_KEY = 'viewedPromotions';
export const UNAUTHENTICATED_VIEWER = 'unauthenticated';

/** The announcement audience of a signed-in role (null: signed out); an administrator matches none. */
export function announcementRoleOf(role: string | null | undefined): AnnouncementRole | null {
  if (!role) return 'unauthenticated';
  return role === 'employer' || role === 'staff' ? role : null;
}

export type PromotionVisibilityInput = {
  /** the signed-in role, null when signed out */
  role: string | null;
  /** a promotion is live for this environment */
  hasPromotion: boolean;
  /** a discount is already applied to the cart */
  discountApplied: boolean;
  /** the visit's URL carried a discountCode */
  discountCodeInUrl: boolean;
  windowWidth: number;
};

/** The widget shows to anyone but a job seeker, unless a discount is in play or the window is narrow. */
export function shouldShowPromotion(input: PromotionVisibilityInput): boolean {
  if (!input.hasPromotion) return false;
  if (input.role === 'staff') return false;
  if (input.discountApplied || input.discountCodeInUrl) return false;
  return input.windowWidth > PROMOTION_HIDDEN_AT_WIDTH;
}

/**
 * Where on the site the widget may sit, and how (ADR 76): 'open-once' auto-expands the first
 * time, 'collapsed' waits as an icon, 'hidden' shows nothing. A signed-out visitor sees it only on
 * the pages for practices; nobody sees it open by itself over a checkout step, and nobody after
 * buying (confirmation, receipts).
 */
export type PromotionPlacement = 'hidden' | 'collapsed' | 'open-once';

/** Public pages written for practices: where a signed-out visitor is offered the promotion. */
export const PRACTICE_PAGES = [
  '/dental-hiring-products',
  '/resume-search',
  '/candidate-matching',
  '/corporate-recruiting',
  '/hiring-toolkit',
  '/blog/employers',
  '/dental-jobs/register/employer',
];
const CHECKOUT_STEPS = [
  '/dental-hiring-products/select-addons',
  '/dental-hiring-products/account-setup',
  '/dental-hiring-products/payment',
  '/app/post-job',
  '/app/subscription',
];
const AFTER_PURCHASE = ['/dental-hiring-products/confirmation', '/app/account-settings/receipt'];

const under = (pathname: string, prefixes: readonly string[]) => {
  const path = pathname.replace(/\/+$/, '') || '/';
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

export function promotionPlacement(pathname: string, role: string | null): PromotionPlacement {
  if (role === 'staff' || role === 'admin' || pathname.startsWith('/app/admin')) return 'hidden';
  if (under(pathname, AFTER_PURCHASE)) return 'hidden';
  if (under(pathname, CHECKOUT_STEPS)) return 'collapsed';
  if (role === 'employer') return pathname === '/app/dashboard' ? 'open-once' : 'collapsed';
  return under(pathname, PRACTICE_PAGES) ? 'open-once' : 'hidden';
}

export type ViewedPromotions = Record<string, string[]>;

export const promotionViewer = (username: string | null | undefined): string => username || UNAUTHENTICATED_VIEWER;

/** Reads the stored map, dropping anything that is not viewer → list of codes. */
export function parseViewedPromotions(raw: unknown): ViewedPromotions {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const viewed: ViewedPromotions = {};
  for (const [viewer, codes] of Object.entries(raw as Record<string, unknown>))
    if (Array.isArray(codes)) viewed[viewer] = codes.filter((code): code is string => typeof code === 'string');
  return viewed;
}

/** Auto-expands once per viewer per discount code. */
export const promotionAutoExpands = (viewed: ViewedPromotions, viewer: string, discountCode: string): boolean => !(viewed[viewer] ?? []).includes(discountCode);

export function markPromotionViewed(viewed: ViewedPromotions, viewer: string, discountCode: string): ViewedPromotions {
  const codes = viewed[viewer] ?? [];
  return codes.includes(discountCode) ? viewed : { ...viewed, [viewer]: [...codes, discountCode] };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03-05' → 'Mar 05, 2026' (the spec's 'MMM DD, YYYY'); anything else is returned as is. */
export function formatPromotionExpiry(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[3]}, ${match[1]}` : day;
}

export type AnnouncementAudience = { userRoles: readonly string[]; buildEnvironments: readonly string[] };

/** The first announcement for this audience and environment (the list comes in display order). */
export function pickAnnouncement<T extends AnnouncementAudience>(list: readonly T[], role: AnnouncementRole | null, environment: string): T | null {
  if (!role) return null;
  return list.find((item) => item.userRoles.includes(role) && item.buildEnvironments.includes(environment)) ?? null;
}

/** Black or white, whichever reads better on the banner's background (WCAG relative luminance). */
export function bannerTextColour(background: string): '#000000' | '#ffffff' {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(background)?.[1];
  if (!hex) return '#ffffff';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const channel = (offset: number) => {
    const value = parseInt(full.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with white (1.05 / (L + 0.05)) against contrast with black ((L + 0.05) / 0.05).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}
