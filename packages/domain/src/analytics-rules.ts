// Product analytics (spec: the events list, Analytics purchase/item): GA4 event names and the
// purchase payload. Plain TypeScript without zod, for the web's analytics port on every page.

/** The spec's events by their GA4 names (recommended names where GA4 has one), plus web vitals. */
export const ANALYTICS_EVENTS = {
  login: 'login',
  logout: 'logout',
  createAccount: 'sign_up',
  viewJob: 'view_job',
  viewProduct: 'view_item',
  addToCart: 'add_to_cart',
  removeFromCart: 'remove_from_cart',
  beginCheckout: 'begin_checkout',
  addShippingInfo: 'add_shipping_info',
  addPaymentInfo: 'add_payment_info',
  purchase: 'purchase',
  submitApplication: 'submit_application',
  profileVisibility: 'profile_visibility',
  relocate: 'relocate',
  completion: 'completion',
  generateLead: 'generate_lead',
  downloadAsset: 'file_download',
  promoClick: 'select_promotion',
  publishPosting: 'publish_posting',
  closePosting: 'close_posting',
  webVitals: 'web_vitals',
} as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];
export const ANALYTICS_EVENT_NAMES = Object.values(ANALYTICS_EVENTS) as AnalyticsEventName[];

/** The purchase funnel the admin area reports, in order. */
export const PURCHASE_FUNNEL: readonly AnalyticsEventName[] = ['view_item', 'add_to_cart', 'begin_checkout', 'add_payment_info', 'purchase'];

export const ANALYTICS_BATCH_LIMIT = 50;
export const ANALYTICS_CURRENCY = 'USD';
export const PURCHASE_LIST_NAME = 'Purchase Form';
export const ITEM_BRAND = 'Chairside';

/**
 * Who sent an event: a session's role, else `lead` for a visitor whose lead form or newsletter
 * sign-up went through in this browser, else anonymous.
 */
export const ANALYTICS_ROLES = ['anonymous', 'lead', 'employer', 'job_seeker', 'admin'] as const;

/** Roles as analytics names them (spec: employer, staff → job_seeker, student, other, lead). */
export function analyticsRole(role: string | null | undefined): string {
  if (!role) return 'anonymous';
  return role === 'staff' ? 'job_seeker' : role;
}
/** The spec's profile types: a job seeker's resume is public or private. */
export const PROFILE_TYPES = ['public_profile', 'private_profile'] as const;
export const profileType = (isPublic: boolean): (typeof PROFILE_TYPES)[number] => (isPublic ? 'public_profile' : 'private_profile');

/** Purchase product types: subscription (JOBSUB), premium (JOB), basic (BASIC), otherwise add-on. */
export function purchaseProductType(code: string): 'subscription' | 'premium' | 'basic' | 'add-on' {
  if (code === 'JOBSUB') return 'subscription';
  if (code === 'JOB') return 'premium';
  return code === 'BASIC' ? 'basic' : 'add-on';
}

/** 'Subscription' when the code contains SUB, otherwise '30-Day Posting'. */
export const itemCategory = (code: string) => (code.includes('SUB') ? 'Subscription' : '30-Day Posting');

export type AnalyticsItem = {
  item_id: string;
  item_brand: string;
  item_name: string;
  item_category: string;
  item_variant: string;
  item_list_name: string;
  coupon: string;
  discount: number;
  price: number;
  quantity: number;
};

export type PurchaseOrder = {
  orderId: number;
  total: number;
  discount: number;
  discountCode: string | null;
  items: ReadonlyArray<{ productCode: string; description: string; quantity: number; unitFee: number; amount: number }>;
};

const dollars = (cents: number) => Math.round(cents) / 100;

export function analyticsItem(line: PurchaseOrder['items'][number], coupon: string, discountCents: number): AnalyticsItem {
  return {
    item_id: line.productCode,
    item_brand: ITEM_BRAND,
    item_name: line.description,
    item_category: itemCategory(line.productCode),
    item_variant: purchaseProductType(line.productCode),
    item_list_name: PURCHASE_LIST_NAME,
    coupon,
    discount: dollars(discountCents),
    price: dollars(line.unitFee),
    quantity: line.quantity,
  };
}

/**
 * GA4's purchase from an order (money in cents → dollars): transaction_id, value, currency,
 * coupon and one item per line. A line's discount is what it saved against its unit fee; an
 * order discount no line shows (an activation discount) is put on the first line.
 */
export function purchasePayload(order: PurchaseOrder) {
  const coupon = order.discountCode ?? '';
  const lineDiscounts = order.items.map((line) => Math.max(0, line.unitFee * line.quantity - line.amount));
  const shown = lineDiscounts.reduce((sum, value) => sum + value, 0);
  const first = lineDiscounts[0];
  if (order.discount > shown && first !== undefined) lineDiscounts[0] = first + order.discount - shown;
  return {
    transaction_id: String(order.orderId),
    value: dollars(order.total),
    currency: ANALYTICS_CURRENCY,
    coupon,
    items: order.items.map((line, index) => analyticsItem(line, coupon, lineDiscounts[index] ?? 0)),
  };
}
