import { useSearchParams } from 'react-router';
import type { PayoutStatement } from '@chairside/domain/shift-pay';
import { failureMessage } from '../../components/form/errors';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { usePayoutSetupLink } from './shift-pay-api';

const RETURN_WORDS: Record<string, string> = {
  done: 'Thanks: Stripe has your details. Your payouts go to your Stripe account once Stripe has checked them.',
  expired: 'That setup link expired. Select the button again to continue with Stripe.',
};

/**
 * "Set up payouts", shown only when Chairside pays through Stripe Connect (ADR 129): the button asks
 * for Stripe's onboarding address and goes there; Stripe sends the professional back with ?setup=.
 */
export function PayoutSetupPanel({ username, setup }: { username: string; setup: NonNullable<PayoutStatement['payoutSetup']> }) {
  const link = usePayoutSetupLink(username);
  const [params] = useSearchParams();
  const returned = RETURN_WORDS[params.get('setup') ?? ''];
  const go = () => link.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });
  return (
    <section aria-label="Payout setup" className="border rounded p-3 mb-3">
      <h2 className="h6">Payout setup</h2>
      {returned ? (
        <p role="status" className="small">
          {returned}
        </p>
      ) : null}
      <p className="small mb-2">
        {setup.accountLinked
          ? 'Your Stripe payout account is linked. If Stripe still needs something from you, continue there.'
          : 'Chairside pays you through Stripe. Set up payouts to tell Stripe where your money goes; until then, what you are owed waits.'}
      </p>
      <button type="button" className="btn btn-primary btn-sm" onClick={go} disabled={link.isPending || link.isSuccess}>
        {setup.accountLinked ? 'Continue payout setup' : 'Set up payouts'}
      </button>
      {link.isError ? <PlainErrorAlert message={failureMessage(link.error)} className="py-2 mt-2" /> : null}
    </section>
  );
}
