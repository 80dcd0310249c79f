// The Braintree payment gateway adapter, around the part of Braintree's SDK it uses.
import { declineReasonOf, gatewayAmount, type CardSummary, type ChargeResult, type PaymentGateway, type ProcessorResponse } from './payment-gateway-port';

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
    refund(transactionId: string, options: { amount: string; orderId: string }): Promise<{ success: boolean; message?: string; transaction?: { id: string } }>;
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
    async refund({ transactionId, amount, idempotencyKey }) {
      // A refund made before with this key (the answer was lost) is answered again rather than made twice.
      for await (const made of sdk.transaction.search((search) => search.orderId().is(idempotencyKey))) return { outcome: 'refunded', refundId: made.id };
      const result = await sdk.transaction.refund(transactionId, { amount: gatewayAmount(amount), orderId: idempotencyKey });
      if (result.success && result.transaction) return { outcome: 'refunded', refundId: result.transaction.id };
      return { outcome: 'refused', message: result.message || 'The payment gateway did not refund the charge.' };
    },
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
