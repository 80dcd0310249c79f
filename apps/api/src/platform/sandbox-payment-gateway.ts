// The in-process sandbox payment gateway: a real gateway's test mode, with its test nonces and test hooks.
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import { declineReasonOf, type ChargeResult, type PaymentGateway, type ProcessorResponse, type RefundResult } from './payment-gateway-port';

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
const sandboxRefunds = new Map<string, RefundResult>();

/** Test hook: how many refunds the sandbox made (each key once). */
export const sandboxRefundCount = () => sandboxRefunds.size;

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

/**
 * The sandbox's memory kept in a file (PAYMENTS_SANDBOX_JOURNAL): read at the start, and each new
 * vaulted charge appended and synced before the sandbox answers, as a real gateway has recorded a
 * charge before its answer can reach a process that may die.
 */
function openJournal(path: string | undefined): ((key: string, result: ChargeResult) => void) | null {
  if (!path) return null;
  if (existsSync(path))
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const { key, result } = JSON.parse(line) as { key: string; result: ChargeResult };
      sandboxCharges.set(key, result);
    }
  return (key, result) => {
    const fd = openSync(path, 'a');
    try {
      writeSync(fd, `${JSON.stringify({ key, result })}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  };
}

export function createSandboxGateway(journalPath?: string): PaymentGateway {
  const journal = openJournal(journalPath);
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
      journal?.(`${token}|${idempotencyKey}`, result);
      return result;
    },
    async refund({ transactionId, amount, idempotencyKey }) {
      // Kept per transaction, as charges are per vaulted method: two databases' invoice numbers may meet here.
      const key = `${transactionId}|${idempotencyKey}`;
      const kept = sandboxRefunds.get(key);
      if (kept) return kept;
      if (!Number.isSafeInteger(amount) || amount <= 0) return { outcome: 'refused', message: 'The amount must be more than nothing.' };
      if (!transactionId) return { outcome: 'refused', message: 'No such transaction.' };
      const result: RefundResult = { outcome: 'refunded', refundId: `refund-${transactionId}-${randomBytes(3).toString('hex')}` };
      sandboxRefunds.set(key, result);
      return result;
    },
    async findCharge(idempotencyKey) {
      for (const [key, result] of sandboxCharges) if (key.endsWith(`|${idempotencyKey}`)) return result;
      return null;
    },
  };
}
