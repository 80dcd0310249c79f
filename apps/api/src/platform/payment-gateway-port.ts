// The payment-gateway port: what a gateway offers and answers, and how a card refusal is read.

export type GatewayName = 'sandbox' | 'braintree';
export type CardSummary = { brand: string; last4: string };

export type ChargeRequest = {
  /** cents, > 0 */
  amount: number;
  nonce: string;
  /** our reference for the gateway's records (no personal data) */
  reference: string;
};

/**
 * Why a card was refused, read from the processor's answer by each adapter. What a person is told
 * for each is the commerce module's (card-declines.ts); the processor's own words stay in `message`
 * for the records.
 */
export const DECLINE_REASONS = [
  'declined',
  'insufficient-funds',
  'expired-card',
  'card-number',
  'security-code',
  'postal-code',
  'security-code-and-postal-code',
  'processor-unavailable',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export type ChargeResult =
  | { outcome: 'approved'; transactionId: string; card: CardSummary | null }
  /** the card was refused: a 402 telling the person what to do about `reason` */
  | { outcome: 'declined'; reason: DeclineReason; message: string; transactionId: string | null; card: CardSummary | null }
  /** the nonce is unknown, expired or malformed: a 400 naming nonce */
  | { outcome: 'invalid'; message: string };

/** Keeping a card at the gateway for later charges (subscriptions): we store only the token. */
export type VaultResult =
  | { outcome: 'vaulted'; token: string; card: CardSummary | null }
  /** the card was refused when checked: a 402 */
  | { outcome: 'declined'; reason: DeclineReason; message: string }
  /** the nonce is unknown, expired or malformed: a 400 naming nonce */
  | { outcome: 'invalid'; message: string };

export type VaultedChargeRequest = {
  /** cents, > 0 */
  amount: number;
  /** the vaulted payment method's token */
  token: string;
  /**
   * Ours, unique per intended charge (e.g. a subscription's period): the gateway records it with
   * the charge (Braintree's orderId) so findCharge can tell whether it was made.
   */
  idempotencyKey: string;
};

export type PaymentGateway = {
  name: GatewayName;
  /** A client token for the browser's card form. */
  clientToken(): Promise<string>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Cancels an approved charge that could not be recorded. */
  voidCharge(transactionId: string): Promise<void>;
  /** Fixed test nonces may be used again and again (as at the real gateway); others pay once. */
  isReusableNonce(nonce: string): boolean;
  /** Keeps the card behind a nonce at the gateway and answers its token. */
  vault(nonce: string): Promise<VaultResult>;
  /** Charges a vaulted payment method, recording the idempotency key with the charge. */
  chargeVaulted(request: VaultedChargeRequest): Promise<ChargeResult>;
  /** The charge made with this idempotency key, if any (reconciling after a crash); null when none. */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
  /** Gives back part or all of an approved charge; the same key refunds once (the answer of the first is answered again). */
  refund(request: RefundRequest): Promise<RefundResult>;
};
export type RefundRequest = {
  /** the approved charge's transaction */
  transactionId: string;
  /** cents, > 0, at most what is left of the charge */
  amount: number;
  /** ours, unique per intended refund (Braintree's orderId of the refund) */
  idempotencyKey: string;
};
export type RefundResult = { outcome: 'refunded'; refundId: string } | { outcome: 'refused'; message: string };

/** Dollars as gateways write them: 14900 -> "149.00". */
export const gatewayAmount = (cents: number): string => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

// ---- reading a refusal ----

/** A processor's answer about a refused card, as Braintree words it (the sandbox answers the same way). */
export type ProcessorResponse = {
  /** processor_declined, gateway_rejected, failed... */
  status?: string;
  /** '2000' Do Not Honor, '2001' Insufficient Funds, '3000' Processor Network Unavailable... */
  processorResponseCode?: string;
  processorResponseText?: string;
  /** cvv, avs, avs_and_cvv, fraud... when the gateway's own rules refused the card */
  gatewayRejectionReason?: string;
};

/** Braintree's processor response codes that say more than "declined". */
const PROCESSOR_CODE_REASONS: Record<string, DeclineReason> = {
  '2001': 'insufficient-funds',
  '2002': 'insufficient-funds',
  '2003': 'insufficient-funds',
  '2004': 'expired-card',
  '2006': 'expired-card',
  '2005': 'card-number',
  '2007': 'card-number',
  '2008': 'card-number',
  '2051': 'card-number',
  '2010': 'security-code',
  '2059': 'postal-code',
  '2060': 'security-code-and-postal-code',
};

const REJECTION_REASONS: Record<string, DeclineReason> = {
  cvv: 'security-code',
  avs: 'postal-code',
  avs_and_cvv: 'security-code-and-postal-code',
};

/**
 * Why the card was refused. The gateway's own rules (CVV, AVS) first; then the processor's code:
 * 3000 and above is the processor not answering (Braintree's "failed"), some 2xxx codes name the
 * cause; any other refusal is the bank's decline.
 */
export function declineReasonOf(response: ProcessorResponse): DeclineReason {
  const rejection = response.gatewayRejectionReason ? REJECTION_REASONS[response.gatewayRejectionReason] : undefined;
  if (rejection) return rejection;
  const code = Number(response.processorResponseCode);
  if (response.status === 'failed' || (Number.isInteger(code) && code >= 3000)) return 'processor-unavailable';
  return PROCESSOR_CODE_REASONS[response.processorResponseCode ?? ''] ?? 'declined';
}
