import '../../styles/app-area-styles';
import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { Cart } from '@chairside/domain/cart-rules';
import { formatCents } from '@chairside/domain/money';
import { useAuth, requestLogin } from '../../lib/auth-context';
import { saveToken } from '../../lib/auth-storage';
import { shippingInfoEvent } from '@chairside/domain/analytics-events';
import { ANALYTICS_EVENTS, track, trackEvent } from '../../lib/analytics';
import { trackPurchase } from './commerce-analytics';
import { ApiError } from '../../lib/api-client';
import { PageLoading } from '../../components/page-loading';
import { failureMessage, type FieldErrors } from '../../components/form/errors';
import { focusFirstError } from '../../components/form/focus';
import { TextField } from '../../components/form/plain-fields';
import { TermsNotice } from '../../components/terms-notice';
import { checkEmail, checkEmployerSignUp } from '../auth/account-checks';
import { NotFoundPage } from '../../pages/not-found-page';
import { AddOnsChooser, CouponField, OrderSummary, pricedCart, PricingPlaceFields, ProductChooser, useCartCatalog, type CartDispatch } from './cart-parts';
import { loadPlace, savePlace, useCartState } from './cart-store';
import { useOrder, type CatalogAnswer, type NewAccount, type Order, type PricingPlace } from './commerce-api';
import { OrderDetails } from './order-details';
import { PaymentForm } from './payment-form';
import { PaymentsNotice } from './payments-notice';
import { paymentBody, placeProblem, useCheckout } from './use-checkout';
import { PlainErrorAlert } from '../../components/plain-error-alert';

// The public funnel: products, add-ons, account, payment, confirmation. One cart for all steps
// (saved in session storage); the new account's details stay in memory only, never in storage,
// and are sent with the payment, which makes the account only when the card is charged.

const BASE = '/dental-hiring-products';
const STEP_PATHS = {
  products: `${BASE}/`,
  addons: `${BASE}/select-addons`,
  account: `${BASE}/account-setup`,
  payment: `${BASE}/payment`,
  confirmation: `${BASE}/confirmation`,
};

type Funnel = {
  cart: Cart;
  dispatch: CartDispatch;
  place: PricingPlace;
  setPlace: (place: PricingPlace) => void;
  catalog: ReturnType<typeof useCartCatalog>;
  account: NewAccount | null;
  setAccount: (account: NewAccount | null) => void;
  /** The signed-in employer's username; null for visitors (and people signed in as someone else). */
  employer: string | null;
};

const FunnelContext = createContext<Funnel | null>(null);
const useFunnel = () => {
  const funnel = useContext(FunnelContext);
  if (!funnel) throw new Error('useFunnel outside the funnel');
  return funnel;
};

export function CommerceFunnel() {
  const { user, isEmployer } = useAuth();
  const employer = isEmployer && user ? user.username : null;
  const [cart, dispatch] = useCartState();
  const [place, setPlaceState] = useState<PricingPlace>(loadPlace);
  const [account, setAccount] = useState<NewAccount | null>(null);
  const catalog = useCartCatalog(employer, place, cart, dispatch, true);
  const setPlace = (next: PricingPlace) => {
    setPlaceState(next);
    savePlace(next);
  };
  return (
    <FunnelContext.Provider value={{ cart, dispatch, place, setPlace, catalog, account, setAccount, employer }}>
      <Routes>
        <Route index element={<ProductsStep />} />
        <Route path="select-addons" element={<AddOnsStep />} />
        <Route path="account-setup" element={<AccountStep />} />
        <Route path="payment" element={<PaymentStep />} />
        <Route path="confirmation" element={<ConfirmationStep />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </FunnelContext.Provider>
  );
}

const STEPS = [
  { key: 'products', label: 'Products' },
  { key: 'addons', label: 'Add-ons' },
  { key: 'account', label: 'Account' },
  { key: 'payment', label: 'Payment' },
] as const;

function FunnelPage({
  step,
  title,
  lead,
  children,
}: {
  step: (typeof STEPS)[number]['key'] | 'confirmation';
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const at = STEPS.findIndex((candidate) => candidate.key === step);
  return (
    <section className="cart-page container-xl" aria-labelledby="cart-page-title">
      {step !== 'confirmation' ? (
        <ol className="cart-steps" aria-label="Checkout steps">
          {STEPS.map((candidate, index) => (
            <li
              key={candidate.key}
              className={index === at ? 'is-current' : index < at ? 'is-done' : undefined}
              aria-current={index === at ? 'step' : undefined}
            >
              <span className="cart-steps__number">{index + 1}</span> {candidate.label}
            </li>
          ))}
        </ol>
      ) : null}
      <h1 className="cart-page__title" id="cart-page-title">
        {title}
      </h1>
      {lead ? <p className="cart-page__lead">{lead}</p> : null}
      <PaymentsNotice />
      {children}
    </section>
  );
}

/** The catalog's loading and error states around a step's content. */
function WithCatalog({ children }: { children: (answer: CatalogAnswer) => ReactNode }) {
  const { catalog } = useFunnel();
  if (catalog.isPending) return <PageLoading label="Loading products and prices…" />;
  if (catalog.isError)
    return (
      <div className="alert alert-danger" role="alert">
        {failureMessage(catalog.error)}{' '}
        <button type="button" className="btn btn-link alert-link p-0 align-baseline" onClick={() => void catalog.refetch()}>
          Try again
        </button>
      </div>
    );
  return <>{children(catalog.data)}</>;
}

function ProductsStep() {
  const { cart, dispatch, place, setPlace } = useFunnel();
  useEffect(() => track(ANALYTICS_EVENTS.viewProduct, cartAnalytics(cart)), []); // eslint-disable-line react-hooks/exhaustive-deps -- once per visit of the step
  return (
    <FunnelPage
      step="products"
      title="Dental Hiring Products & Pricing"
      lead="Post your job where dental professionals look. Choose a posting, add extras, and publish today."
    >
      <WithCatalog>
        {(answer) => (
          <div className="cart-layout">
            <div className="cart-layout__main">
              <div className="cart-panel">
                <ProductChooser catalog={answer.catalog} cart={cart} dispatch={dispatch} products={FUNNEL_PRODUCTS} />
              </div>
              <div className="cart-panel">
                <PricingPlaceFields place={place} onChange={setPlace} />
                <CouponField cart={cart} dispatch={dispatch} answer={answer} />
              </div>
            </div>
            <aside className="cart-layout__aside cart-panel">
              <OrderSummary catalog={answer.catalog} cart={cart} />
              <Link to={STEP_PATHS.addons} className="btn btn-primary btn-lg w-100">
                Continue
              </Link>
            </aside>
          </div>
        )}
      </WithCatalog>
    </FunnelPage>
  );
}

function AddOnsStep() {
  const { cart, dispatch, employer } = useFunnel();
  return (
    <FunnelPage step="addons" title="Choose Add-ons" lead="Reach more candidates: invite them from resume search, or show your posting nationally.">
      <WithCatalog>
        {(answer) => (
          <div className="cart-layout">
            <div className="cart-layout__main cart-panel">
              <AddOnsChooser catalog={answer.catalog} cart={cart} dispatch={dispatch} />
            </div>
            <aside className="cart-layout__aside cart-panel">
              <OrderSummary catalog={answer.catalog} cart={cart} />
              <Link to={employer ? STEP_PATHS.payment : STEP_PATHS.account} className="btn btn-primary btn-lg w-100">
                Continue
              </Link>
              <Link to={STEP_PATHS.products} className="btn btn-link w-100 mt-1">
                Back to products
              </Link>
            </aside>
          </div>
        )}
      </WithCatalog>
    </FunnelPage>
  );
}

/** What the products page sells: the postings, and resume-search access. */
const FUNNEL_PRODUCTS = ['JOBSUB', 'JOB', 'BASIC', 'RESUME30'] as const;

const EMPTY_ACCOUNT: NewAccount = { name: '', practiceName: '', email: '', password: '', zip: '', phone: '' };

function AccountStep() {
  const { status, isEmployer } = useAuth();
  const { employer } = useFunnel();
  if (status === 'loading') return <PageLoading />;
  if (employer) return <Navigate to={STEP_PATHS.payment} replace />;
  return (
    <FunnelPage step="account" title="Set Up Your Account" lead="Your account is where you post jobs, see applicants and find your receipts.">
      {status === 'signed-in' && !isEmployer ? (
        <div className="alert alert-info" role="status">
          You are signed in with an account that is not an employer account. Sign out, then create an employer account or sign in with one to buy job postings.
        </div>
      ) : (
        <div className="cart-account">
          <NewAccountForm />
          <SignInForm />
        </div>
      )}
    </FunnelPage>
  );
}

/** The visitor's employer account: checked here, kept in memory, created with the payment. */
function NewAccountForm() {
  const { account, setAccount, place, cart } = useFunnel();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<NewAccount>(() => account ?? { ...EMPTY_ACCOUNT, zip: /^\d{5}$/.test(place.zip) ? place.zip : '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof NewAccount) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const field = (name: keyof NewAccount) => ({ id: `account-${name}`, name, value: values[name], onValueChange: set(name), error: errors[name] });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkEmployerSignUp(values);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstError(formRef.current, checked.errors);
      return;
    }
    setAccount(checked.data);
    trackEvent(shippingInfoEvent(cartAnalytics(cart), 'new_account'));
    navigate(STEP_PATHS.payment);
  }

  return (
    <section className="cart-panel" aria-labelledby="new-account-title">
      <h2 className="cart-section-title" id="new-account-title">
        New to Chairside? Create your employer account
      </h2>
      <Form ref={formRef} noValidate onSubmit={submit} aria-label="Create your employer account">
        <TextField {...field('name')} label="Your name" autoComplete="name" required />
        <TextField {...field('practiceName')} label="Practice name" autoComplete="organization" required />
        <TextField {...field('email')} label="Email" type="email" inputMode="email" autoComplete="email" required />
        <TextField {...field('password')} label="Password" type="password" autoComplete="new-password" hint="At least 8 characters" required />
        <div className="card-form__pair">
          <TextField {...field('zip')} label="ZIP code" inputMode="numeric" autoComplete="postal-code" maxLength={5} required />
          <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" required />
        </div>
        <p className="form-text mb-1">Your account is created when your payment goes through.</p>
        <TermsNotice className="mb-3" />
        <Button type="submit" variant="primary" size="lg" className="w-100">
          Continue to Payment
        </Button>
      </Form>
    </section>
  );
}

function SignInForm() {
  const { acceptSession } = useAuth();
  const { cart } = useFunnel();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors = {};
    if ('error' in checkEmail(email)) found.email = 'Enter a valid email address.';
    if (!password) found.password = 'Enter your password.';
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found);
    setBusy(true);
    try {
      const { user, authorization } = await requestLogin(email, password);
      if (user.role !== 'employer') {
        setAlert('This is not an employer account. Job postings are bought with an employer account.');
        setBusy(false);
        return;
      }
      if (!acceptSession(authorization, user)) throw new Error('no session');
      trackEvent(shippingInfoEvent(cartAnalytics(cart), 'signed_in'));
      navigate(STEP_PATHS.payment);
    } catch (caught) {
      setAlert(caught instanceof ApiError ? caught.message : 'Signing in did not work. Please try again.');
      setBusy(false);
    }
  }

  return (
    <section className="cart-panel" aria-labelledby="sign-in-title">
      <h2 className="cart-section-title" id="sign-in-title">
        Already a user? Sign in to continue
      </h2>
      {alert ? <PlainErrorAlert message={alert} /> : null}
      <Form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Sign in to continue">
        <fieldset disabled={busy}>
          <TextField
            id="checkout-login-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onValueChange={setEmail}
            error={errors.email}
          />
          <TextField
            id="checkout-login-password"
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
            error={errors.password}
          />
          <Button type="submit" variant="outline-primary" className="w-100">
            {busy ? 'Signing In…' : 'Sign In and Continue'}
          </Button>
        </fieldset>
      </Form>
    </section>
  );
}

function PaymentStep() {
  const { status, user, reloadUser } = useAuth();
  const { cart, dispatch, place, setPlace, account, setAccount, employer } = useFunnel();
  const navigate = useNavigate();
  const checkout = useCheckout();
  const fallbackZip = employer ? user?.zip : account?.zip;
  useEffect(() => track(ANALYTICS_EVENTS.beginCheckout, cartAnalytics(cart)), []); // eslint-disable-line react-hooks/exhaustive-deps -- once per visit of the step

  if (status === 'loading') return <PageLoading />;
  // A visitor comes through account setup first (a reload forgets the account's details: they are not stored).
  if (!employer && !account) return <Navigate to={STEP_PATHS.account} replace />;

  async function onNonce(nonce: string) {
    const problem = placeProblem(place, fallbackZip, cart.selectedType);
    if (problem) return checkout.setError(problem);
    const body = paymentBody(cart, place, nonce, fallbackZip);
    track(ANALYTICS_EVENTS.addPaymentInfo, { ...cartAnalytics(cart), payment_type: 'card' });
    const target = employer ? ({ kind: 'employer', username: employer } as const) : ({ kind: 'prepay', account: account as NewAccount } as const);
    const paid = await checkout.pay(target, body);
    if (!paid) return;
    if (target.kind === 'prepay') {
      // The new account's session, exactly as sign-up answers it.
      saveToken(paid.authorization);
      await reloadUser();
    }
    dispatch({ type: 'restore', saved: null });
    navigate(`${STEP_PATHS.confirmation}?order=${paid.order.orderId}`, { state: { order: paid.order } });
    setAccount(null);
  }

  return (
    <FunnelPage step="payment" title="Payment">
      <WithCatalog>
        {(answer) => {
          const { total } = pricedCart(cart, answer.catalog);
          return (
            <div className="cart-layout">
              <div className="cart-layout__main cart-panel">
                <h2 className="cart-section-title">The job</h2>
                <PricingPlaceFields place={{ ...place, zip: place.zip || fallbackZip || '' }} onChange={setPlace} />
                <h2 className="cart-section-title">Card details</h2>
                {account ? (
                  <p className="cart-account-note">
                    Creating the account for <strong>{account.practiceName}</strong> ({account.email}). <Link to={STEP_PATHS.account}>Change</Link>
                  </p>
                ) : null}
                <PaymentForm
                  username={employer}
                  payLabel={`Pay ${formatCents(total)}`}
                  busy={checkout.busy}
                  error={checkout.error}
                  onNonce={(nonce) => void onNonce(nonce)}
                />
              </div>
              <aside className="cart-layout__aside cart-panel">
                <OrderSummary catalog={answer.catalog} cart={cart} />
                <Link to={STEP_PATHS.products} className="btn btn-link w-100">
                  Change your order
                </Link>
              </aside>
            </div>
          );
        }}
      </WithCatalog>
    </FunnelPage>
  );
}

/** Orders whose purchase this tab has reported (a revisit of the confirmation does not count twice). */
const trackedOrders = new Set<number>();

/** The cart's lines in GA4's shape for the checkout steps (prices are the server's, so none here). */
function cartAnalytics(cart: Cart) {
  const items = [
    { item_id: cart.selectedType, quantity: cart.qty, item_list_name: 'Purchase Form' },
    ...Object.entries(cart.selectedAddOns)
      .filter(([, quantity]) => quantity > 0)
      .map(([code, quantity]) => ({ item_id: code, quantity, item_list_name: 'Purchase Form' })),
  ];
  return { currency: 'USD', coupon: cart.couponCode ?? cart.bestDiscount?.discountCode ?? '', items };
}

function ConfirmationStep() {
  const { status } = useAuth();
  const { employer } = useFunnel();
  const [params] = useSearchParams();
  const passed = (useLocation().state as { order?: Order } | null)?.order ?? null;
  const orderId = /^\d{1,15}$/.test(params.get('order') ?? '') ? Number(params.get('order')) : null;
  const fetched = useOrder(passed ? null : employer, orderId);
  const order = passed ?? fetched.data ?? null;
  useEffect(() => {
    if (order && !trackedOrders.has(order.orderId)) {
      trackedOrders.add(order.orderId);
      trackPurchase(order);
    }
  }, [order]);

  if (!order) {
    if (status === 'loading' || fetched.isLoading) return <PageLoading label="Loading your order…" />;
    return (
      <FunnelPage step="confirmation" title="Order Confirmation">
        <div className="cart-panel">
          <p>{fetched.isError ? failureMessage(fetched.error) : employer ? 'We could not find this order.' : 'Sign in to see your order.'}</p>
          <Link to="/app/post-job/all" className="btn btn-primary">
            Go to your job postings
          </Link>
        </div>
      </FunnelPage>
    );
  }
  return (
    <FunnelPage step="confirmation" title="Thank you! Your order is confirmed." lead={`Order #${order.orderId}, paid ${formatCents(order.total)}.`}>
      <div className="cart-layout">
        <div className="cart-layout__main cart-panel">
          <OrderDetails order={order} />
        </div>
        <aside className="cart-layout__aside cart-panel">
          <NextSteps order={order} />
        </aside>
      </div>
    </FunnelPage>
  );
}

/** What to do after buying: post into the first new slot (or search resumes, after buying resume access), see the receipt. */
export function NextSteps({ order }: { order: Order }) {
  const slot = order.slots[0];
  const resumeAccess = order.items.some((item) => item.productCode === 'RESUME30');
  return (
    <div className="cart-next">
      <h2 className="cart-section-title">What's next</h2>
      {order.credits.NAT > 0 ? (
        <p className="cart-next__note">
          Your National Search credits wait in your balance: once a posting is live, choose <strong>Show in national search</strong> on it.
        </p>
      ) : null}
      {resumeAccess && !slot ? (
        <Link to="/app/resume-search" className="btn btn-primary btn-lg w-100 mb-2">
          Search resumes
        </Link>
      ) : slot ? (
        <Link to={`/app/post-job/subscription/${slot.slotId}`} className="btn btn-primary btn-lg w-100 mb-2">
          Post your job
        </Link>
      ) : (
        <Link to="/app/post-job/all" className="btn btn-primary btn-lg w-100 mb-2">
          Go to your job postings
        </Link>
      )}
      <Link to={`/app/account-settings/receipt/${encodeURIComponent(String(order.paymentId))}`} className="btn btn-outline-primary w-100">
        View your receipt
      </Link>
    </div>
  );
}
