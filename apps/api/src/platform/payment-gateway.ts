// The payment-gateway port and its two adapters: the in-process sandbox (the default outside
// production: it behaves like a real gateway's test mode, so everything runs offline) and Braintree
// through its official SDK, chosen when the four BRAINTREE_ settings are present. A production site
// with neither sells nothing (503, ADR 65). Card numbers never reach the API: the browser's card
// form (sandbox form or Braintree's drop-in) turns a card into a nonce.
// docs/decisions/0024-money-payments-and-idempotency.md
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Config } from './config';
import { AppError } from './errors';

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
};

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

// ---- sandbox ----

/**
 * The documented test nonces of the sandbox: Braintree's names where Braintree has one (approved,
 * declined, processor failure), the sandbox's own for the refusals Braintree tests by amount, CVV
 * or postal code (docs/api/commerce.md).
 */
export const SANDBOX_NONCES = {
  approved: 'fake-valid-nonce',
  declined: 'fake-processor-declined-visa-nonce',
  insufficientFunds: 'fake-insufficient-funds-nonce',
  expiredCard: 'fake-expired-card-nonce',
  securityCodeMismatch: 'fake-cvv-mismatch-nonce',
  postalCodeMismatch: 'fake-postal-code-mismatch-nonce',
  processorUnavailable: 'fake-processor-failure-jcb-nonce',
} as const;
/** The prefixes of the single-use nonces the sandbox card form makes: + a UUID. */
export const SANDBOX_APPROVED_PREFIX = 'sandbox-approved-';
export const SANDBOX_DECLINED_PREFIX = 'sandbox-declined-';
export const DECLINED_MESSAGE = 'Do Not Honor';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const transactionId = () => randomBytes(6).toString('hex').slice(0, 8);

type SandboxRefusal = { response: ProcessorResponse; last4: string };
/** The processor's answer for each refused test nonce, and the test card's last 4 digits (distinct: a vaulted card's token keeps them). */
const SANDBOX_REFUSALS: Record<string, SandboxRefusal> = {
  [SANDBOX_NONCES.declined]: {
    response: { status: 'processor_declined', processorResponseCode: '2000', processorResponseText: DECLINED_MESSAGE },
    last4: '0002',
  },
  [SANDBOX_NONCES.insufficientFunds]: {
    response: { status: 'processor_declined', processorResponseCode: '2001', processorResponseText: 'Insufficient Funds' },
    last4: '0010',
  },
  [SANDBOX_NONCES.expiredCard]: {
    response: { status: 'processor_declined', processorResponseCode: '2004', processorResponseText: 'Expired Card' },
    last4: '0028',
  },
  [SANDBOX_NONCES.securityCodeMismatch]: {
    response: { status: 'gateway_rejected', gatewayRejectionReason: 'cvv', processorResponseText: 'Gateway Rejected: cvv' },
    last4: '0036',
  },
  [SANDBOX_NONCES.postalCodeMismatch]: {
    response: { status: 'gateway_rejected', gatewayRejectionReason: 'avs', processorResponseText: 'Gateway Rejected: avs' },
    last4: '0044',
  },
  [SANDBOX_NONCES.processorUnavailable]: {
    response: { status: 'failed', processorResponseCode: '3000', processorResponseText: 'Processor Network Unavailable - Try Again' },
    last4: '0505',
  },
};
/** The card form's declined test card (a single-use nonce): the bank declines it. */
const SANDBOX_FORM_REFUSAL: SandboxRefusal = { response: SANDBOX_REFUSALS[SANDBOX_NONCES.declined].response, last4: '1115' };

const isFormNonce = (nonce: string, prefix: string) => nonce.startsWith(prefix) && UUID.test(nonce.slice(prefix.length));
/** The refusal a nonce asks for, or null for an approved or unknown one. */
const refusalOf = (nonce: string): SandboxRefusal | null =>
  SANDBOX_REFUSALS[nonce] ?? (isFormNonce(nonce, SANDBOX_DECLINED_PREFIX) ? SANDBOX_FORM_REFUSAL : null);
/** The refusal of a vaulted declined card, told by its last 4 digits (the generic decline otherwise). */
const refusalOfLast4 = (last4: string): SandboxRefusal =>
  [...Object.values(SANDBOX_REFUSALS), SANDBOX_FORM_REFUSAL].find((refused) => refused.last4 === last4) ?? { ...SANDBOX_FORM_REFUSAL, last4 };

const declinedCharge = (refused: SandboxRefusal): ChargeResult => ({
  outcome: 'declined',
  reason: declineReasonOf(refused.response),
  message: refused.response.processorResponseText ?? DECLINED_MESSAGE,
  transactionId: transactionId(),
  card: { brand: 'Visa', last4: refused.last4 },
});

/** Tokens of the sandbox's vaulted methods: charges of a `declined` one are always declined. */
export const SANDBOX_VAULT_PREFIX = 'sandbox-pm-';
const SANDBOX_VAULT_DECLINED_PREFIX = 'sandbox-pm-declined-';

/**
 * The sandbox gateway's memory, shared by every sandbox adapter of the process (as one real
 * gateway is shared by every instance): charges by idempotency key, and declines tests ask for.
 */
const sandboxCharges = new Map<string, ChargeResult>();
const sandboxDeclines = new Map<string, number>();

/** Test hook: the next `count` charges of this vaulted method are declined ('Do Not Honor'). */
export function declineSandboxVaultedCharges(token: string, count = 1): void {
  sandboxDeclines.set(token, (sandboxDeclines.get(token) ?? 0) + count);
}

/** Test hook: how many charges the sandbox made with this vaulted method (approved or declined). */
export function sandboxVaultedChargeCount(token: string): number {
  let count = 0;
  for (const [key, result] of sandboxCharges) if (key.startsWith(`${token}|`) && result.outcome !== 'invalid') count += 1;
  return count;
}

export function createSandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',
    async clientToken() {
      const token = { version: 2, environment: 'sandbox', authorizationFingerprint: randomBytes(16).toString('hex') };
      return Buffer.from(JSON.stringify(token)).toString('base64');
    },
    async charge({ amount, nonce }) {
      if (!Number.isSafeInteger(amount) || amount <= 0) return { outcome: 'invalid', message: 'The amount must be more than nothing.' };
      if (nonce === SANDBOX_NONCES.approved) return { outcome: 'approved', transactionId: transactionId(), card: { brand: 'Visa', last4: '1881' } };
      if (isFormNonce(nonce, SANDBOX_APPROVED_PREFIX)) return { outcome: 'approved', transactionId: transactionId(), card: { brand: 'Visa', last4: '1111' } };
      const refused = refusalOf(nonce);
      if (refused) return declinedCharge(refused);
      return { outcome: 'invalid', message: 'Unknown or expired payment method nonce. Enter your card details again.' };
    },
    async voidCharge() {},
    isReusableNonce: (nonce) => Object.values<string>(SANDBOX_NONCES).includes(nonce),
    async vault(nonce) {
      const refused = refusalOf(nonce);
      const approved = nonce === SANDBOX_NONCES.approved || isFormNonce(nonce, SANDBOX_APPROVED_PREFIX);
      if (!refused && !approved) return { outcome: 'invalid', message: 'Unknown or expired payment method nonce. Enter your card details again.' };
      // The card's last 4 digits as the sandbox's charges give them, kept in the token.
      const last4 = refused ? refused.last4 : nonce === SANDBOX_NONCES.approved ? '1881' : '1111';
      const token = `${refused ? SANDBOX_VAULT_DECLINED_PREFIX : SANDBOX_VAULT_PREFIX}${last4}-${randomUUID()}`;
      return { outcome: 'vaulted', token, card: { brand: 'Visa', last4 } };
    },
    async chargeVaulted({ amount, token, idempotencyKey }) {
      const kept = sandboxCharges.get(`${token}|${idempotencyKey}`);
      if (kept) return kept;
      if (!Number.isSafeInteger(amount) || amount <= 0) return { outcome: 'invalid', message: 'The amount must be more than nothing.' };
      if (!token.startsWith(SANDBOX_VAULT_PREFIX))
        return { outcome: 'invalid', message: 'The saved payment method is unknown. Enter your card details again.' };
      const card = { brand: 'Visa', last4: /-(\d{4})-[0-9a-f-]{36}$/.exec(token)?.[1] ?? '1881' };
      const asked = sandboxDeclines.get(token) ?? 0;
      if (asked > 0) sandboxDeclines.set(token, asked - 1);
      const result: ChargeResult = token.startsWith(SANDBOX_VAULT_DECLINED_PREFIX)
        ? declinedCharge(refusalOfLast4(card.last4))
        : asked > 0
          ? declinedCharge({ ...SANDBOX_REFUSALS[SANDBOX_NONCES.declined], last4: card.last4 })
          : { outcome: 'approved', transactionId: transactionId(), card };
      sandboxCharges.set(`${token}|${idempotencyKey}`, result);
      return result;
    },
    async findCharge(idempotencyKey) {
      for (const [key, result] of sandboxCharges) if (key.endsWith(`|${idempotencyKey}`)) return result;
      return null;
    },
  };
}

// ---- Braintree ----

/** The part of the Braintree SDK's BraintreeGateway this adapter uses (the SDK ships no types). */
export type BraintreeSdkGateway = {
  clientToken: { generate(request: Record<string, unknown>): Promise<{ success: boolean; clientToken?: string; message?: string }> };
  transaction: {
    sale(request: {
      amount: string;
      paymentMethodNonce?: string;
      paymentMethodToken?: string;
      orderId?: string;
      options?: { submitForSettlement?: boolean };
    }): Promise<BraintreeSaleResult>;
    void(transactionId: string): Promise<{ success: boolean; message?: string }>;
    /** Without a callback the SDK answers a stream of the matching transactions. */
    search(build: (search: { orderId(): { is(value: string): unknown } }) => void): AsyncIterable<NonNullable<BraintreeSaleResult['transaction']>>;
  };
  customer: { create(request: Record<string, unknown>): Promise<{ success: boolean; message?: string; customer?: { id: string } }> };
  paymentMethod: {
    create(request: { customerId: string; paymentMethodNonce: string; options?: { verifyCard?: boolean } }): Promise<{
      success: boolean;
      message?: string;
      paymentMethod?: { token: string; cardType?: string; last4?: string };
      verification?: ProcessorResponse;
    }>;
  };
};

/** Braintree transaction statuses of a charge that went through. */
const BRAINTREE_SUCCESSFUL = new Set([
  'authorized',
  'authorizing',
  'settled',
  'settling',
  'settlement_pending',
  'settlement_confirmed',
  'submitted_for_settlement',
]);

export type BraintreeSaleResult = {
  success: boolean;
  message?: string;
  transaction?: ProcessorResponse & {
    id: string;
    creditCard?: { cardType?: string; last4?: string };
  };
};

const cardOf = (transaction: BraintreeSaleResult['transaction']): CardSummary | null =>
  transaction?.creditCard?.last4 ? { brand: transaction.creditCard.cardType ?? 'Card', last4: transaction.creditCard.last4 } : null;

/** Braintree's fixed test nonces (reusable in its sandbox). */
const BRAINTREE_REUSABLE = /^fake-[a-z0-9-]+-nonce$/;

/** The Braintree adapter around an SDK gateway (the real one, or a fake in tests). */
export function createBraintreeGateway(sdk: BraintreeSdkGateway, environment: 'sandbox' | 'production'): PaymentGateway {
  /** One settled sale, by nonce or by a vaulted method's token; its outcome as the port words it. */
  const sale = async (
    request: { amount: string; orderId: string } & ({ paymentMethodNonce: string } | { paymentMethodToken: string }),
    invalidMessage: string,
  ): Promise<ChargeResult> => {
    const result = await sdk.transaction.sale({ ...request, options: { submitForSettlement: true } });
    if (result.success && result.transaction) return { outcome: 'approved', transactionId: result.transaction.id, card: cardOf(result.transaction) };
    if (result.transaction)
      return {
        outcome: 'declined',
        reason: declineReasonOf(result.transaction),
        message: result.transaction.processorResponseText || result.message || 'The payment was declined.',
        transactionId: result.transaction.id,
        card: cardOf(result.transaction),
      };
    return { outcome: 'invalid', message: result.message || invalidMessage };
  };
  return {
    name: 'braintree',
    async clientToken() {
      const result = await sdk.clientToken.generate({});
      if (!result.success || !result.clientToken) throw new Error('The payment gateway gave no client token.');
      return result.clientToken;
    },
    charge: ({ amount, nonce, reference }) =>
      sale(
        { amount: gatewayAmount(amount), paymentMethodNonce: nonce, orderId: reference },
        'The payment details were not accepted. Enter your card details again.',
      ),
    async voidCharge(transactionId) {
      const result = await sdk.transaction.void(transactionId);
      if (!result.success) throw new Error('The payment gateway did not void the charge.');
    },
    isReusableNonce: (nonce) => environment === 'sandbox' && BRAINTREE_REUSABLE.test(nonce),
    async vault(nonce) {
      const customer = await sdk.customer.create({});
      if (!customer.success || !customer.customer) throw new Error('The payment gateway did not create a customer.');
      const result = await sdk.paymentMethod.create({ customerId: customer.customer.id, paymentMethodNonce: nonce, options: { verifyCard: true } });
      if (result.success && result.paymentMethod)
        return {
          outcome: 'vaulted',
          token: result.paymentMethod.token,
          card: result.paymentMethod.last4 ? { brand: result.paymentMethod.cardType ?? 'Card', last4: result.paymentMethod.last4 } : null,
        };
      if (result.verification)
        return {
          outcome: 'declined',
          reason: declineReasonOf(result.verification),
          message: result.verification.processorResponseText || result.message || 'The card was declined.',
        };
      return { outcome: 'invalid', message: result.message || 'The payment details were not accepted. Enter your card details again.' };
    },
    chargeVaulted: ({ amount, token, idempotencyKey }) =>
      sale({ amount: gatewayAmount(amount), paymentMethodToken: token, orderId: idempotencyKey }, 'The saved payment method was not accepted.'),
    async findCharge(idempotencyKey) {
      let declined: ChargeResult | null = null;
      for await (const transaction of sdk.transaction.search((search) => search.orderId().is(idempotencyKey))) {
        if (BRAINTREE_SUCCESSFUL.has(transaction.status ?? '')) return { outcome: 'approved', transactionId: transaction.id, card: cardOf(transaction) };
        declined = {
          outcome: 'declined',
          reason: declineReasonOf(transaction),
          message: transaction.processorResponseText || 'The payment was declined.',
          transactionId: transaction.id,
          card: cardOf(transaction),
        };
      }
      return declined;
    },
  };
}

type GatewaySettings = Pick<Config, 'BRAINTREE_MERCHANT_ID' | 'BRAINTREE_PUBLIC_KEY' | 'BRAINTREE_PRIVATE_KEY' | 'BRAINTREE_ENVIRONMENT' | 'PAYMENTS_SANDBOX'>;

/**
 * Which gateway takes payments: Braintree when its four settings are set, else the sandbox when
 * PAYMENTS_SANDBOX is on (its default outside production), else none: buying is closed (ADR 65).
 */
export function chosenGateway(config: GatewaySettings): GatewayName | null {
  if (config.BRAINTREE_MERCHANT_ID && config.BRAINTREE_PUBLIC_KEY && config.BRAINTREE_PRIVATE_KEY && config.BRAINTREE_ENVIRONMENT) return 'braintree';
  return config.PAYMENTS_SANDBOX ? 'sandbox' : null;
}

/** What a purchase answers while buying is closed. */
export const PAYMENTS_CLOSED_MESSAGE = 'Buying is not open on this site yet, so nothing was charged. Please try again later, or contact us.';

/** The gateway, or a 503 saying that buying is not open (a production site without a payment provider). */
export function openGateway(gateway: PaymentGateway | null): PaymentGateway {
  if (!gateway) throw new AppError('UNAVAILABLE', PAYMENTS_CLOSED_MESSAGE);
  return gateway;
}

/** The gateway the configuration chooses (chosenGateway), or null when buying is closed. */
export function createPaymentGateway(config: GatewaySettings): PaymentGateway | null {
  const chosen = chosenGateway(config);
  if (chosen !== 'braintree') return chosen === 'sandbox' ? createSandboxGateway() : null;
  const { BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY, BRAINTREE_ENVIRONMENT } = config as Required<GatewaySettings>;
  // The SDK is CommonJS without type declarations: BraintreeSdkGateway above is the part we use.
  const braintree = createRequire(import.meta.url)('braintree') as {
    BraintreeGateway: new (options: Record<string, unknown>) => BraintreeSdkGateway;
    Environment: Record<'Sandbox' | 'Production', unknown>;
  };
  const sdk = new braintree.BraintreeGateway({
    environment: BRAINTREE_ENVIRONMENT === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox,
    merchantId: BRAINTREE_MERCHANT_ID,
    publicKey: BRAINTREE_PUBLIC_KEY,
    privateKey: BRAINTREE_PRIVATE_KEY,
  });
  return createBraintreeGateway(sdk, BRAINTREE_ENVIRONMENT);
}
