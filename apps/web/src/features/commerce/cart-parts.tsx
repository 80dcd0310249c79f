import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { CART_ADD_ONS, CART_MAX_QUANTITY, type Cart, type CartAction, type CartAddOn, type CartProductType } from '@chairside/domain/cart-rules';
import { orderTotals, type PricedLine } from '@chairside/domain/commerce-rules';
import { formatCents } from '@chairside/domain/money';
import { POSITION_CODES, POSITIONS } from '@chairside/domain/positions';
import type { Catalog, CatalogAnswer, CatalogProduct, PricingPlace } from './commerce-api';
import { useCatalog } from './commerce-api';
import { formatDate } from '../../lib/dates';

// The pieces of the cart every buying screen shows: the postings with their prices and the best
// discount, the coupon, the add-ons and the order summary. Prices are the catalog's (cents); the
// summary is an estimate worked out with the domain's order arithmetic, the server charges its own.

export type CartDispatch = (action: CartAction) => void;

const PRODUCT_NOTES: Record<string, string> = {
  JOB: 'One premium posting, live for 30 days in local search with premium placement. Add National Search to show it nationwide.',
  JOBSUB: 'A job slot that stays while your subscription runs; its postings stay live for 12 months.',
  BASIC: 'One 30-day posting in local search only, without premium placement.',
  INV: 'Invite candidates from resume search to apply (credits).',
  INVSUB: 'A fresh set of invitation credits every month.',
  NAT: 'Shows a premium or subscription posting in national search as well as near its ZIP code: one credit a posting.',
  RESUME30: 'Full resume cards in resume search for 30 days: names, photos, intros and distances. No job slot.',
};
/** The add-ons in words, for the quantity fields (the catalog's codes are not words people know). */
export const ADD_ON_NAMES: Record<CartAddOn, string> = { NAT: 'National Search', INV: 'Invitations', INVSUB: 'Monthly invitations' };
const PER_UNIT: Record<string, string> = { JOBSUB: ' / month', INVSUB: ' / month', RESUME30: ' / 30 days' };

/** Loads the catalog for the cart (with resume access when `withResume`): the cart's discounts are cleared before each load and set from its answer. */
export function useCartCatalog(username: string | null, place: PricingPlace, cart: Cart, dispatch: CartDispatch, withResume = false) {
  const query = useCatalog(username, place, cart.couponCode, withResume);
  const fetching = query.isFetching;
  useEffect(() => {
    if (fetching) dispatch({ type: 'catalog-cleared' });
  }, [fetching, dispatch]);
  useEffect(() => {
    if (query.data) dispatch({ type: 'catalog-loaded', discounts: query.data.catalog.discounts });
  }, [query.data, dispatch]);
  return query;
}

const productOf = (catalog: Catalog, code: string) => catalog.products.find((product) => product.productCode === code) ?? null;

/** The cart's lines priced from the catalog, and the estimated totals with the cart's best discount. */
export function pricedCart(cart: Cart, catalog: Catalog) {
  const quantities: [string, number][] = [[cart.selectedType, cart.qty], ...CART_ADD_ONS.map((code): [string, number] => [code, cart.selectedAddOns[code]])];
  const lines: PricedLine[] = [];
  for (const [code, quantity] of quantities) {
    const product = productOf(catalog, code);
    if (!product || quantity <= 0) continue;
    lines.push({ productCode: code, description: product.description, quantity, unitFee: product.fee, amount: product.fee * quantity });
  }
  return { lines, ...orderTotals(lines, cart.bestDiscount) };
}

function QuantityField({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="cart-qty">
      <label htmlFor={id} className="cart-qty__label">
        {label}
      </label>
      <div className="cart-qty__controls">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-label={`Fewer: ${label}`}
          onClick={() => onChange(value - 1)}
          disabled={value <= min}
        >
          −
        </button>
        <input
          id={id}
          className="form-control form-control-sm cart-qty__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-label={`More: ${label}`}
          onClick={() => onChange(value + 1)}
          disabled={value >= max}
        >
          +
        </button>
      </div>
    </div>
  );
}

/** The day a discount ends, as 'Jun 30, 2026' (the spec's 'MMM DD, YYYY'). */
const endDay = (day: string) => formatDate(day, 'mediumPadded');

/** The products to choose from (JOB, JOBSUB, BASIC; RESUME30 where offered), the quantity, and the best discount. */
export function ProductChooser({
  catalog,
  cart,
  dispatch,
  products = ['JOBSUB', 'JOB', 'BASIC'],
  fixedQuantity = false,
}: {
  catalog: Catalog;
  cart: Cart;
  dispatch: CartDispatch;
  products?: readonly CartProductType[];
  fixedQuantity?: boolean;
}) {
  const id = useId();
  const offered = products.map((code) => productOf(catalog, code)).filter((product): product is CatalogProduct => product !== null);
  const selected = productOf(catalog, cart.selectedType);
  return (
    <div className="cart-products">
      <fieldset>
        <legend className="cart-section-title">{products.includes('RESUME30') ? 'Choose a job posting or resume access' : 'Choose your job posting'}</legend>
        <div className="cart-products__list">
          {offered.map((product) => (
            <label
              key={product.productCode}
              className={`cart-product${cart.selectedType === product.productCode ? ' is-selected' : ''}`}
              htmlFor={`${id}-${product.productCode}`}
            >
              <input
                type="radio"
                className="form-check-input"
                id={`${id}-${product.productCode}`}
                name={`${id}-product`}
                checked={cart.selectedType === product.productCode}
                onChange={() => dispatch({ type: 'select-product', productCode: product.productCode as CartProductType, qty: fixedQuantity ? 1 : cart.qty })}
              />
              <span className="cart-product__body">
                <span className="cart-product__name">{product.description}</span>
                <span className="cart-product__note">{PRODUCT_NOTES[product.productCode] ?? ''}</span>
              </span>
              <span className="cart-product__price">
                {formatCents(product.fee)}
                <span className="cart-product__unit">{PER_UNIT[product.productCode] ?? ' each'}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {selected && !fixedQuantity && selected.maxQuantity > 1 ? (
        <QuantityField
          id={`${id}-qty`}
          label={`How many: ${selected.description}`}
          value={cart.qty}
          min={1}
          max={Math.min(CART_MAX_QUANTITY, selected.maxQuantity)}
          onChange={(qty) => dispatch({ type: 'set-quantity', qty })}
        />
      ) : null}
      <DiscountNote cart={cart} />
    </div>
  );
}

function DiscountNote({ cart }: { cart: Cart }) {
  const discount = cart.bestDiscount;
  if (!discount) return null;
  return (
    <p className="cart-discount" role="status">
      {discount.isSpecial ? <span className="badge text-bg-warning me-2">Special</span> : null}
      <strong>{discount.displayPhrase}</strong> ({discount.discountCode}): {formatCents(discount.discountFee)} each
      {discount.discountActivationFee < 0
        ? `, ${formatCents(-discount.discountActivationFee)} off`
        : discount.discountActivationFee > 0
          ? ` plus ${formatCents(discount.discountActivationFee)}`
          : ''}
      {discount.endDate ? `. Ends ${endDay(discount.endDate)}.` : '.'}
    </p>
  );
}

/** The coupon code: applying it reloads the catalog with it; a refused code shows the API's message under the field. */
export function CouponField({ cart, dispatch, answer }: { cart: Cart; dispatch: CartDispatch; answer: CatalogAnswer | undefined }) {
  const id = useId();
  const [code, setCode] = useState(cart.couponCode ?? '');
  const error = answer?.couponError ?? null;
  const applied = answer?.catalog.appliedDiscount ?? null;
  const errorId = `${id}-error`;
  function apply(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: 'apply-coupon', code });
  }
  return (
    <form className="cart-coupon" onSubmit={apply} noValidate aria-label="Apply a coupon">
      <label htmlFor={`${id}-code`} className="form-label">
        Coupon code
      </label>
      <div className="input-group has-validation">
        <input
          id={`${id}-code`}
          name="discountCode"
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={code}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" variant="outline-primary">
          Apply
        </Button>
        {error ? (
          <div className="invalid-feedback" id={errorId}>
            {error}
          </div>
        ) : null}
      </div>
      {applied && !error ? (
        <p className="cart-coupon__applied" role="status">
          {applied.message}{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={() => {
              setCode('');
              dispatch({ type: 'apply-coupon', code: null });
            }}
          >
            Remove
          </button>
        </p>
      ) : null}
    </form>
  );
}

/** INV, INVSUB and NAT, each with its quantity. */
export function AddOnsChooser({ catalog, cart, dispatch }: { catalog: Catalog; cart: Cart; dispatch: CartDispatch }) {
  const id = useId();
  return (
    <fieldset className="cart-addons">
      <legend className="cart-section-title">Add-ons</legend>
      <ul className="cart-addons__list">
        {CART_ADD_ONS.map((code: CartAddOn) => {
          const product = productOf(catalog, code);
          if (!product) return null;
          return (
            <li key={code} className="cart-addon">
              <div className="cart-addon__text">
                <span className="cart-product__name">{product.description}</span>
                <span className="cart-product__note">{PRODUCT_NOTES[code]}</span>
                <span className="cart-addon__price">
                  {formatCents(product.fee)}
                  {PER_UNIT[code] ?? ' each'}
                </span>
              </div>
              <QuantityField
                id={`${id}-${code}`}
                label={`Quantity of ${ADD_ON_NAMES[code]}`}
                value={cart.selectedAddOns[code]}
                min={0}
                max={Math.min(CART_MAX_QUANTITY, product.maxQuantity)}
                onChange={(qty) => dispatch({ type: 'set-add-on', code, qty })}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The lines, the discount and the total of the cart, as the catalog prices them. */
export function OrderSummary({ catalog, cart }: { catalog: Catalog; cart: Cart }) {
  const { lines, subtotal, discount, total } = useMemo(() => pricedCart(cart, catalog), [cart, catalog]);
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 className="cart-section-title" id="cart-summary-title">
        Your order
      </h2>
      <table className="cart-summary__table">
        <tbody>
          {lines.map((line) => (
            <tr key={line.productCode}>
              <th scope="row">
                {line.description}
                <span className="cart-summary__qty"> × {line.quantity}</span>
              </th>
              <td>{formatCents(line.amount)}</td>
            </tr>
          ))}
          {discount > 0 ? (
            <tr className="cart-summary__discount">
              <th scope="row">Discount{cart.bestDiscount ? ` (${cart.bestDiscount.discountCode})` : ''}</th>
              <td>−{formatCents(discount)}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td data-testid="cart-total">{formatCents(total)}</td>
          </tr>
        </tfoot>
      </table>
      {subtotal > 0 ? <p className="cart-summary__note">Prices in US dollars. Subscriptions renew monthly until canceled.</p> : null}
    </section>
  );
}

/**
 * Where the catalog is priced: the position hired for and the practice's ZIP code. What is bought
 * carries postings of that position in that ZIP code's region only, so the payment needs both.
 */
export function PricingPlaceFields({ place, onChange }: { place: PricingPlace; onChange: (place: PricingPlace) => void }) {
  const id = useId();
  return (
    <div className="cart-place">
      <Form.Group controlId={`${id}-position`}>
        <Form.Label>Hiring for</Form.Label>
        <Form.Select value={place.position} onChange={(event) => onChange({ ...place, position: event.target.value })}>
          <option value="">Any position</option>
          {POSITION_CODES.map((code) => (
            <option key={code} value={code}>
              {POSITIONS[code]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-zip`}>
        <Form.Label>Practice ZIP code</Form.Label>
        <Form.Control
          value={place.zip}
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
          aria-describedby={`${id}-place-note`}
          onChange={(event) => onChange({ ...place, zip: event.target.value.replace(/\D/g, '').slice(0, 5) })}
        />
      </Form.Group>
      <p className="cart-place__note" id={`${id}-place-note`}>
        A posting or subscription slot carries postings of the position and region it is bought for.
      </p>
    </div>
  );
}
