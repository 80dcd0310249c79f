// The payment-gateway port and its two adapters: the in-process sandbox (the default outside
// production: it behaves like a real gateway's test mode, so everything runs offline) and Braintree
// through its official SDK, chosen when the four BRAINTREE_ settings are present. A production site
// with neither sells nothing (503, ADR 65). Card numbers never reach the API: the browser's card
// form (sandbox form or Braintree's drop-in) turns a card into a nonce.
// docs/decisions/0024-money-payments-and-idempotency.md
// The port is in payment-gateway-port.ts, the adapters in sandbox-payment-gateway.ts and
// braintree-payment-gateway.ts; this file chooses and makes the gateway, and is what the rest imports.
import { createRequire } from 'node:module';
import type { Config } from './config';
import { AppError } from './errors';
import { createBraintreeGateway, type BraintreeSdkGateway } from './braintree-payment-gateway';
import type { GatewayName, PaymentGateway } from './payment-gateway-port';
import { createSandboxGateway } from './sandbox-payment-gateway';

export {
  DECLINE_REASONS,
  declineReasonOf,
  gatewayAmount,
  type CardSummary,
  type ChargeRequest,
  type ChargeResult,
  type DeclineReason,
  type GatewayName,
  type PaymentGateway,
  type ProcessorResponse,
  type RefundRequest,
  type RefundResult,
  type VaultedChargeRequest,
  type VaultResult,
} from './payment-gateway-port';
export {
  createSandboxGateway,
  declineSandboxVaultedCharges,
  DECLINED_MESSAGE,
  SANDBOX_APPROVED_PREFIX,
  SANDBOX_DECLINED_PREFIX,
  SANDBOX_NONCES,
  SANDBOX_VAULT_PREFIX,
  sandboxRefundCount,
  sandboxVaultedChargeCount,
} from './sandbox-payment-gateway';
export { createBraintreeGateway, type BraintreeSaleResult, type BraintreeSdkGateway } from './braintree-payment-gateway';

type GatewaySettings = Pick<Config, 'BRAINTREE_MERCHANT_ID' | 'BRAINTREE_PUBLIC_KEY' | 'BRAINTREE_PRIVATE_KEY' | 'BRAINTREE_ENVIRONMENT' | 'PAYMENTS_SANDBOX'> &
  Partial<Pick<Config, 'PAYMENTS_SANDBOX_JOURNAL'>>;

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
  if (chosen !== 'braintree') return chosen === 'sandbox' ? createSandboxGateway(config.PAYMENTS_SANDBOX_JOURNAL) : null;
  const { BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY, BRAINTREE_ENVIRONMENT } = config as Required<GatewaySettings>;
  // The SDK is CommonJS without type declarations: BraintreeSdkGateway (braintree-payment-gateway.ts) is the part we use.
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
