import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFocusOnAppear } from '../../components/focus-on-appear';
import { PageLoading } from '../../components/page-loading';
import { TextField } from '../../components/form/plain-fields';
import { usePaymentToken, type PaymentToken } from './commerce-api';
import {
  checkCard,
  formatCardNumber,
  formatExpiry,
  sandboxNonce,
  SANDBOX_APPROVED_CARD,
  SANDBOX_DECLINED_CARD,
  type CardErrors,
  type CardInput,
} from './sandbox-card';
import { usePaymentsStatus } from './payments-notice';
import { failureMessage } from '../../components/form/errors';

// The card form of the payment step. The token answer names the gateway: the sandbox's card form
// (a nonce made in this page), or Braintree's drop-in, loaded only here and only then. While
// buying is not open (no gateway), no card form at all.

type PaymentFormProps = {
  /** The signed-in user's username, or null for a visitor (the prepay token). */
  username: string | null;
  /** What the button says, e.g. 'Pay $199.00'. */
  payLabel: string;
  busy: boolean;
  /** The gateway's (or the API's) message for the last attempt. */
  error: string | null;
  onNonce: (nonce: string) => void;
};

export function PaymentForm(props: PaymentFormProps) {
  const status = usePaymentsStatus();
  if (status.data?.open === false)
    return (
      <p className="card-form__note" data-testid="payments-closed">
        Payment is not possible: buying is not open on this site yet.
      </p>
    );
  return <CardForm {...props} />;
}

function CardForm(props: PaymentFormProps) {
  const token = usePaymentToken(props.username);
  if (token.isPending) return <PageLoading label="Loading the payment form…" />;
  if (token.isError)
    return (
      <div className="alert alert-danger" role="alert">
        {failureMessage(token.error)}
      </div>
    );
  return token.data.gateway === 'braintree' ? <DropInForm {...props} token={token.data} /> : <SandboxCardForm {...props} />;
}

/** The last payment attempt's failure: it takes focus when it appears, like FormErrorAlert (not a form that failed to load). */
function PaymentError({ error, focus = true }: { error: string | null; focus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnAppear(ref, error, focus);
  if (!error) return null;
  return (
    <div ref={ref} className="alert alert-danger" role="alert" tabIndex={-1} data-testid="payment-error">
      {error}
    </div>
  );
}

const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '' };

/** The sandbox gateway's card fields: checked here, then turned into a nonce; the number is never sent. */
function SandboxCardForm({ payLabel, busy, error, onNonce }: PaymentFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});

  const set = (field: keyof CardInput, format: (value: string) => string) => (value: string) => {
    setCard((current) => ({ ...current, [field]: format(value) }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = checkCard(card, new Date());
    setErrors(found);
    const first = (['number', 'expiry', 'cvc'] as const).find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="card-${first}"]`)?.focus();
      return;
    }
    onNonce(sandboxNonce(card.number));
  }

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label="Card payment" className="card-form">
      <PaymentError error={error} />
      <fieldset disabled={busy}>
        <TextField
          id={`${id}-number`}
          name="card-number"
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          onValueChange={set('number', formatCardNumber)}
          error={errors.number}
        />
        <div className="card-form__pair">
          <TextField
            id={`${id}-expiry`}
            name="card-expiry"
            label="Expiry (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            value={card.expiry}
            onValueChange={set('expiry', formatExpiry)}
            error={errors.expiry}
          />
          <TextField
            id={`${id}-cvc`}
            name="card-cvc"
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={card.cvc}
            onValueChange={set('cvc', (value) => value.replace(/\D/g, '').slice(0, 4))}
            error={errors.cvc}
          />
        </div>
        <p className="card-form__note">
          Test mode: {SANDBOX_APPROVED_CARD} is approved, {SANDBOX_DECLINED_CARD} is declined. Your card number stays in this page.
        </p>
        <Button type="submit" variant="primary" size="lg" className="w-100">
          {busy ? 'Paying…' : payLabel}
        </Button>
      </fieldset>
    </Form>
  );
}

/** The parts of braintree-web-drop-in this page uses. */
type DropIn = { requestPaymentMethod: () => Promise<{ nonce: string }>; teardown: () => Promise<void> };
type DropInModule = { create: (options: { authorization: string; container: HTMLElement }) => Promise<DropIn> };

/** Braintree's drop-in: its own card fields in its frames; it answers a nonce. */
function DropInForm({ token, payLabel, busy, error, onNonce }: PaymentFormProps & { token: PaymentToken }) {
  const container = useRef<HTMLDivElement>(null);
  const [instance, setInstance] = useState<DropIn | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let created: DropIn | null = null;
    void import('braintree-web-drop-in')
      .then((module) =>
        ((module as { default?: DropInModule }).default ?? (module as unknown as DropInModule)).create({
          authorization: token.clientToken,
          container: container.current as HTMLElement,
        }),
      )
      .then((dropIn) => {
        created = dropIn;
        if (cancelled) void dropIn.teardown();
        else setInstance(dropIn);
      })
      .catch(() => !cancelled && setLoadError('The payment form did not load. Please reload the page.'));
    return () => {
      cancelled = true;
      if (created) void created.teardown();
    };
  }, [token.clientToken]);

  async function pay() {
    if (!instance || busy) return;
    try {
      const { nonce } = await instance.requestPaymentMethod();
      onNonce(nonce);
    } catch {
      // The drop-in shows what is missing in its own fields.
    }
  }

  return (
    <div className="card-form">
      <PaymentError error={error ?? loadError} focus={error !== null} />
      <div ref={container} />
      {!instance && !loadError ? <PageLoading label="Loading the payment form…" /> : null}
      <Button variant="primary" size="lg" className="w-100" onClick={() => void pay()} disabled={!instance || busy}>
        {busy ? 'Paying…' : payLabel}
      </Button>
    </div>
  );
}
