import { describe, expect, it } from 'vitest';
import { testConfig } from '../testing/test-api';
import {
  chosenGateway,
  createBraintreeGateway,
  createPaymentGateway,
  createSandboxGateway,
  declineReasonOf,
  declineSandboxVaultedCharges,
  gatewayAmount,
  openGateway,
  PAYMENTS_CLOSED_MESSAGE,
  SANDBOX_NONCES,
  sandboxVaultedChargeCount,
  type BraintreeSaleResult,
  type BraintreeSdkGateway,
} from './payment-gateway';

/** A stand-in for the SDK's BraintreeGateway: records calls, answers what the test sets. */
type FakeTransaction = NonNullable<BraintreeSaleResult['transaction']>;
type PaymentMethodAnswer = Awaited<ReturnType<BraintreeSdkGateway['paymentMethod']['create']>>;

function fakeSdk(sale: BraintreeSaleResult, options: { found?: FakeTransaction[]; paymentMethod?: PaymentMethodAnswer } = {}) {
  const calls: { sale: unknown[]; void: string[]; search: string[]; customer: unknown[]; paymentMethod: unknown[] } = {
    sale: [],
    void: [],
    search: [],
    customer: [],
    paymentMethod: [],
  };
  const sdk: BraintreeSdkGateway = {
    clientToken: { generate: async () => ({ success: true, clientToken: 'bt-client-token' }) },
    transaction: {
      sale: async (request) => {
        calls.sale.push(request);
        return sale;
      },
      void: async (id) => {
        calls.void.push(id);
        return { success: true };
      },
      refund: async (id) => ({ success: true, transaction: { id: `refund-of-${id}` } }),
      search: (build) => {
        build({ orderId: () => ({ is: (value: string) => calls.search.push(value) }) });
        return (async function* () {
          yield* options.found ?? [];
        })();
      },
    },
    customer: {
      create: async (request) => {
        calls.customer.push(request);
        return { success: true, customer: { id: 'cust-1' } };
      },
    },
    paymentMethod: {
      create: async (request) => {
        calls.paymentMethod.push(request);
        return options.paymentMethod ?? { success: true, paymentMethod: { token: 'pm-token-1', cardType: 'Visa', last4: '1111' } };
      },
    },
  };
  return { sdk, calls };
}

describe('Braintree adapter', () => {
  it('sends the amount in dollars with the nonce, settling at once, and maps an approval', async () => {
    const { sdk, calls } = fakeSdk({
      success: true,
      transaction: { id: 'tx1', status: 'submitted_for_settlement', creditCard: { cardType: 'Visa', last4: '1111' } },
    });
    const gateway = createBraintreeGateway(sdk, 'sandbox');
    expect(await gateway.charge({ amount: 14950, nonce: 'nonce-1', reference: 'ref-1' })).toEqual({
      outcome: 'approved',
      transactionId: 'tx1',
      card: { brand: 'Visa', last4: '1111' },
    });
    expect(calls.sale).toEqual([{ amount: '149.50', paymentMethodNonce: 'nonce-1', orderId: 'ref-1', options: { submitForSettlement: true } }]);
    expect(await gateway.clientToken()).toBe('bt-client-token');
  });

  it("maps a processor decline to 'declined' with its reason and the processor's words", async () => {
    const { sdk } = fakeSdk({
      success: false,
      message: 'Do Not Honor',
      transaction: {
        id: 'tx2',
        status: 'processor_declined',
        processorResponseCode: '2000',
        processorResponseText: 'Do Not Honor',
        creditCard: { cardType: 'Visa', last4: '0002' },
      },
    });
    expect(await createBraintreeGateway(sdk, 'sandbox').charge({ amount: 100, nonce: 'n', reference: 'r' })).toEqual({
      outcome: 'declined',
      reason: 'declined',
      message: 'Do Not Honor',
      transactionId: 'tx2',
      card: { brand: 'Visa', last4: '0002' },
    });
  });

  it("maps validation errors (no transaction) to 'invalid'", async () => {
    const { sdk } = fakeSdk({ success: false, message: 'Unknown or expired payment_method_nonce.' });
    expect(await createBraintreeGateway(sdk, 'production').charge({ amount: 100, nonce: 'n', reference: 'r' })).toEqual({
      outcome: 'invalid',
      message: 'Unknown or expired payment_method_nonce.',
    });
  });

  it('voids through the SDK and lets fixed test nonces be reused only in its sandbox', async () => {
    const { sdk, calls } = fakeSdk({ success: true });
    await createBraintreeGateway(sdk, 'sandbox').voidCharge('tx9');
    expect(calls.void).toEqual(['tx9']);
    expect(createBraintreeGateway(sdk, 'sandbox').isReusableNonce('fake-valid-nonce')).toBe(true);
    expect(createBraintreeGateway(sdk, 'production').isReusableNonce('fake-valid-nonce')).toBe(false);
  });
});

describe('Braintree adapter: vaulted payment methods', () => {
  it('vaults a nonce into a new customer with card verification and answers the token', async () => {
    const { sdk, calls } = fakeSdk({ success: true });
    expect(await createBraintreeGateway(sdk, 'sandbox').vault('nonce-9')).toEqual({
      outcome: 'vaulted',
      token: 'pm-token-1',
      card: { brand: 'Visa', last4: '1111' },
    });
    expect(calls.customer).toEqual([{}]);
    expect(calls.paymentMethod).toEqual([{ customerId: 'cust-1', paymentMethodNonce: 'nonce-9', options: { verifyCard: true } }]);
  });

  it("maps a failed verification to 'declined' and other refusals to 'invalid'", async () => {
    const declined = fakeSdk(
      { success: true },
      {
        paymentMethod: {
          success: false,
          message: 'Declined',
          verification: { status: 'processor_declined', processorResponseCode: '2001', processorResponseText: 'Insufficient Funds' },
        },
      },
    );
    expect(await createBraintreeGateway(declined.sdk, 'sandbox').vault('n')).toEqual({
      outcome: 'declined',
      reason: 'insufficient-funds',
      message: 'Insufficient Funds',
    });
    const rejected = fakeSdk(
      { success: true },
      { paymentMethod: { success: false, message: 'Gateway Rejected: cvv', verification: { status: 'gateway_rejected', gatewayRejectionReason: 'cvv' } } },
    );
    expect(await createBraintreeGateway(rejected.sdk, 'sandbox').vault('n')).toEqual({
      outcome: 'declined',
      reason: 'security-code',
      message: 'Gateway Rejected: cvv',
    });
    const invalid = fakeSdk({ success: true }, { paymentMethod: { success: false, message: 'Unknown payment_method_nonce.' } });
    expect(await createBraintreeGateway(invalid.sdk, 'sandbox').vault('n')).toEqual({ outcome: 'invalid', message: 'Unknown payment_method_nonce.' });
  });

  it('charges the token with the idempotency key as orderId, settling at once', async () => {
    const { sdk, calls } = fakeSdk({
      success: true,
      transaction: { id: 'tx5', status: 'submitted_for_settlement', creditCard: { cardType: 'Visa', last4: '1111' } },
    });
    const result = await createBraintreeGateway(sdk, 'sandbox').chargeVaulted({ amount: 29900, token: 'pm-token-1', idempotencyKey: 'sub-1-2026-01' });
    expect(result).toEqual({ outcome: 'approved', transactionId: 'tx5', card: { brand: 'Visa', last4: '1111' } });
    expect(calls.sale).toEqual([{ amount: '299.00', paymentMethodToken: 'pm-token-1', orderId: 'sub-1-2026-01', options: { submitForSettlement: true } }]);
  });

  it('finds a charge by its key: a successful one wins over declines, none is null', async () => {
    const found = [
      { id: 'tx1', status: 'processor_declined', processorResponseText: 'Do Not Honor' },
      { id: 'tx2', status: 'settled', creditCard: { cardType: 'Visa', last4: '1111' } },
    ];
    const { sdk, calls } = fakeSdk({ success: true }, { found });
    expect(await createBraintreeGateway(sdk, 'sandbox').findCharge('key-1')).toEqual({
      outcome: 'approved',
      transactionId: 'tx2',
      card: { brand: 'Visa', last4: '1111' },
    });
    expect(calls.search).toEqual(['key-1']);
    const declinedOnly = fakeSdk({ success: true }, { found: [found[0]] });
    expect(await createBraintreeGateway(declinedOnly.sdk, 'sandbox').findCharge('key-2')).toMatchObject({ outcome: 'declined', message: 'Do Not Honor' });
    expect(await createBraintreeGateway(fakeSdk({ success: true }).sdk, 'sandbox').findCharge('key-3')).toBeNull();
  });
});

describe('sandbox gateway: vaulted payment methods', () => {
  const sandbox = createSandboxGateway();
  it('vaults the test nonces, refuses others, and charges once per idempotency key', async () => {
    const vaulted = await sandbox.vault('fake-valid-nonce');
    if (vaulted.outcome !== 'vaulted') throw new Error('not vaulted');
    expect((await sandbox.vault('4111111111111111')).outcome).toBe('invalid');
    const first = await sandbox.chargeVaulted({ amount: 100, token: vaulted.token, idempotencyKey: 'k1' });
    expect(first.outcome).toBe('approved');
    expect(await sandbox.chargeVaulted({ amount: 100, token: vaulted.token, idempotencyKey: 'k1' })).toEqual(first);
    expect(await sandbox.findCharge('k1')).toEqual(first);
    expect(await sandbox.findCharge('k-never')).toBeNull();
    expect(sandboxVaultedChargeCount(vaulted.token)).toBe(1);
  });

  it('declines the charges a test asks it to, and always for a declined card', async () => {
    const vaulted = await sandbox.vault('fake-valid-nonce');
    if (vaulted.outcome !== 'vaulted') throw new Error('not vaulted');
    declineSandboxVaultedCharges(vaulted.token, 1);
    expect(await sandbox.chargeVaulted({ amount: 100, token: vaulted.token, idempotencyKey: 'd1' })).toMatchObject({
      outcome: 'declined',
      message: 'Do Not Honor',
    });
    expect((await sandbox.chargeVaulted({ amount: 100, token: vaulted.token, idempotencyKey: 'd2' })).outcome).toBe('approved');
    const declinedCard = await sandbox.vault('fake-processor-declined-visa-nonce');
    if (declinedCard.outcome !== 'vaulted') throw new Error('not vaulted');
    expect((await sandbox.chargeVaulted({ amount: 100, token: declinedCard.token, idempotencyKey: 'd3' })).outcome).toBe('declined');
  });
});

describe('sandbox gateway', () => {
  const sandbox = createSandboxGateway();
  it.each([
    ['fake-valid-nonce', 'approved'],
    ['fake-processor-declined-visa-nonce', 'declined'],
    ['sandbox-approved-0b6f1a64-8d1e-4c47-9a0e-2f7c3b1d5e90', 'approved'],
    ['sandbox-declined-0b6f1a64-8d1e-4c47-9a0e-2f7c3b1d5e90', 'declined'],
    ['sandbox-approved-not-a-uuid', 'invalid'],
    ['4111111111111111', 'invalid'],
  ])('%s is %s', async (nonce, outcome) => {
    expect((await sandbox.charge({ amount: 14900, nonce, reference: 'r' })).outcome).toBe(outcome);
  });

  it("declines with the gateway's 'Do Not Honor'", async () => {
    expect(await sandbox.charge({ amount: 100, nonce: 'fake-processor-declined-visa-nonce', reference: 'r' })).toMatchObject({ message: 'Do Not Honor' });
  });

  it.each([
    [SANDBOX_NONCES.declined, 'declined', 'Do Not Honor'],
    ['sandbox-declined-0b6f1a64-8d1e-4c47-9a0e-2f7c3b1d5e90', 'declined', 'Do Not Honor'],
    [SANDBOX_NONCES.insufficientFunds, 'insufficient-funds', 'Insufficient Funds'],
    [SANDBOX_NONCES.expiredCard, 'expired-card', 'Expired Card'],
    [SANDBOX_NONCES.securityCodeMismatch, 'security-code', 'Gateway Rejected: cvv'],
    [SANDBOX_NONCES.postalCodeMismatch, 'postal-code', 'Gateway Rejected: avs'],
    [SANDBOX_NONCES.processorUnavailable, 'processor-unavailable', 'Processor Network Unavailable - Try Again'],
  ])('%s declines: %s (%s), again and again, and so do charges of its vaulted card', async (nonce, reason, message) => {
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect(await sandbox.charge({ amount: 100, nonce, reference: 'r' })).toMatchObject({ outcome: 'declined', reason, message });
    expect(sandbox.isReusableNonce(nonce)).toBe(!nonce.startsWith('sandbox-'));
    const vaulted = await sandbox.vault(nonce);
    if (vaulted.outcome !== 'vaulted') throw new Error('not vaulted');
    expect(await sandbox.chargeVaulted({ amount: 100, token: vaulted.token, idempotencyKey: `v-${nonce}` })).toMatchObject({
      outcome: 'declined',
      reason,
      message,
      card: vaulted.card,
    });
  });
});

describe('reading a refusal', () => {
  it.each([
    [{ status: 'processor_declined', processorResponseCode: '2000', processorResponseText: 'Do Not Honor' }, 'declined'],
    [{ status: 'processor_declined', processorResponseCode: '2046', processorResponseText: 'Declined' }, 'declined'],
    [{ status: 'processor_declined', processorResponseCode: '2001', processorResponseText: 'Insufficient Funds' }, 'insufficient-funds'],
    [{ status: 'processor_declined', processorResponseCode: '2002', processorResponseText: 'Limit Exceeded' }, 'insufficient-funds'],
    [{ status: 'processor_declined', processorResponseCode: '2004', processorResponseText: 'Expired Card' }, 'expired-card'],
    [{ status: 'processor_declined', processorResponseCode: '2006', processorResponseText: 'Invalid Expiration Date' }, 'expired-card'],
    [{ status: 'processor_declined', processorResponseCode: '2005', processorResponseText: 'Invalid Credit Card Number' }, 'card-number'],
    [{ status: 'processor_declined', processorResponseCode: '2010', processorResponseText: 'Card Issuer Declined CVV' }, 'security-code'],
    [{ status: 'processor_declined', processorResponseCode: '2059', processorResponseText: 'Address Verification Failed' }, 'postal-code'],
    [
      { status: 'processor_declined', processorResponseCode: '2060', processorResponseText: 'Address Verification and Card Security Code Failed' },
      'security-code-and-postal-code',
    ],
    [{ status: 'gateway_rejected', processorResponseCode: '1000', gatewayRejectionReason: 'cvv' }, 'security-code'],
    [{ status: 'gateway_rejected', gatewayRejectionReason: 'avs' }, 'postal-code'],
    [{ status: 'gateway_rejected', gatewayRejectionReason: 'avs_and_cvv' }, 'security-code-and-postal-code'],
    [{ status: 'gateway_rejected', gatewayRejectionReason: 'fraud' }, 'declined'],
    [{ status: 'failed', processorResponseCode: '3000', processorResponseText: 'Processor Network Unavailable - Try Again' }, 'processor-unavailable'],
    [{ status: 'processor_declined', processorResponseCode: '3092' }, 'processor-unavailable'],
    [{ status: 'failed' }, 'processor-unavailable'],
    [{}, 'declined'],
  ])('%o is %s', (response, reason) => {
    expect(declineReasonOf(response)).toBe(reason);
  });
});

describe('choosing the gateway', () => {
  const braintree = { BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'p', BRAINTREE_PRIVATE_KEY: 'k', BRAINTREE_ENVIRONMENT: 'sandbox' };

  it('is the sandbox without settings, Braintree with all four, and refuses some of them', () => {
    expect(createPaymentGateway(testConfig())?.name).toBe('sandbox');
    expect(createPaymentGateway(testConfig(braintree))?.name).toBe('braintree');
    expect(() => testConfig({ BRAINTREE_MERCHANT_ID: 'm' })).toThrow(/BRAINTREE_/);
  });

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['a PUBLIC_URL that is not this machine', { PUBLIC_URL: 'https://jobs.chairside.example' }],
    ['PAYMENTS_SANDBOX=false', { PAYMENTS_SANDBOX: 'false' }],
  ])('is none (buying closed, 503) with %s and no BRAINTREE_ settings', (_case, env) => {
    expect(chosenGateway(testConfig(env))).toBeNull();
    expect(createPaymentGateway(testConfig(env))).toBeNull();
    expect(() => openGateway(null)).toThrow(expect.objectContaining({ status: 503, message: PAYMENTS_CLOSED_MESSAGE }));
  });

  it('is the sandbox on a production site only when PAYMENTS_SANDBOX=true, and Braintree whenever it is set up', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://staging.chairside.example' };
    expect(createPaymentGateway(testConfig({ ...production, PAYMENTS_SANDBOX: 'true' }))?.name).toBe('sandbox');
    expect(createPaymentGateway(testConfig({ ...production, ...braintree }))?.name).toBe('braintree');
  });

  it('writes cents as dollars', () => {
    expect([gatewayAmount(14900), gatewayAmount(5), gatewayAmount(123456)]).toEqual(['149.00', '0.05', '1234.56']);
  });
});
