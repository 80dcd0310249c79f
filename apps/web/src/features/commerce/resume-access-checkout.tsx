import { useQuery, useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import { bestDiscount } from '@chairside/domain/discount-rules';
import { orderTotals, type PricedLine } from '@chairside/domain/commerce-rules';
import { formatCents } from '@chairside/domain/money';
import { POSITION_CODES, type PositionCode } from '@chairside/domain/positions';
import { api } from '../../lib/api-client';
import { PageLoading } from '../../components/page-loading';
import { receiptsKey, type Catalog, type Order } from './commerce-api';
import { creditsKey } from './credit-balance';
import { PaymentForm } from './payment-form';
import { PaymentsNotice } from './payments-notice';
import { useCheckout } from './use-checkout';
import { failureMessage } from '../../components/form/errors';

// Resume-search access (RESUME30, the UPGRADE_RESUME category) bought from the resume-search
// screen's upgrade prompt: the category's catalog for the search's ZIP code and position, the
// card form, and POST users/employers/{id}/payment {product: RESUME30}. Full resume cards open
// at once, for 30 days.

export const RESUME_ACCESS_PRODUCT = 'RESUME30';

type Place = { position: string; zip: string };

const isPositionCode = (value: string): value is PositionCode => (POSITION_CODES as readonly string[]).includes(value);

function useResumeCatalog(username: string, place: Place) {
  const zip = /^\d{5}$/.test(place.zip) ? place.zip : null;
  return useQuery({
    queryKey: ['catalog', username, 'UPGRADE_RESUME', place.position, zip ?? ''],
    queryFn: ({ signal }) =>
      api.get<Catalog>(
        zip && isPositionCode(place.position)
          ? `/users/employers/${encodeURIComponent(username)}/catalog/${zip}/${encodeURIComponent(place.position)}/UPGRADE_RESUME`
          : `/prepay/catalog?category=UPGRADE_RESUME${zip ? `&zip=${zip}` : ''}`,
        signal,
      ),
    staleTime: 60_000,
  });
}

/** The dialog: what 30 days of resume access costs, and the card form. */
export function ResumeAccessDialog({
  username,
  place,
  show,
  onHide,
  onPaid,
}: {
  username: string;
  place: Place;
  show: boolean;
  onHide: () => void;
  onPaid: (order: Order) => void;
}) {
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="resume-access-title">
      <Modal.Header closeButton>
        <Modal.Title id="resume-access-title">Buy resume search access</Modal.Title>
      </Modal.Header>
      <Modal.Body>{show ? <ResumeAccessCheckout username={username} place={place} onPaid={onPaid} /> : null}</Modal.Body>
    </Modal>
  );
}

function ResumeAccessCheckout({ username, place, onPaid }: { username: string; place: Place; onPaid: (order: Order) => void }) {
  const catalog = useResumeCatalog(username, place);
  const checkout = useCheckout();
  const queryClient = useQueryClient();

  if (catalog.isPending) return <PageLoading label="Loading the price…" />;
  const product = catalog.data?.products.find((candidate) => candidate.productCode === RESUME_ACCESS_PRODUCT);
  if (catalog.isError || !product)
    return (
      <div className="alert alert-danger" role="alert">
        {catalog.isError ? failureMessage(catalog.error) : 'Resume search access is not for sale right now.'}
      </div>
    );
  const line: PricedLine = { productCode: product.productCode, description: product.description, quantity: 1, unitFee: product.fee, amount: product.fee };
  const discount = bestDiscount(catalog.data.discounts, { productCode: product.productCode, quantity: 1 });
  const { total } = orderTotals([line], discount);

  async function onNonce(nonce: string) {
    const paid = await checkout.pay(
      { kind: 'employer', username },
      {
        nonce,
        product: RESUME_ACCESS_PRODUCT,
        quantity: 1,
        position: isPositionCode(place.position) ? place.position : null,
        zip: /^\d{5}$/.test(place.zip) ? place.zip : null,
        ...(discount ? { discountCode: discount.discountCode } : {}),
      },
    );
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: ['resume-search'] });
    void queryClient.invalidateQueries({ queryKey: creditsKey(username) });
    void queryClient.invalidateQueries({ queryKey: receiptsKey(username) });
    onPaid(paid.order);
  }

  return (
    <div className="resume-access-checkout">
      <PaymentsNotice />
      <p className="fw-semibold mb-1">{product.description}</p>
      <p className="text-body-secondary">
        Names, photos, intros and distances on every resume card for 30 days from today (bought again before then, the 30 days add on). Invitations to apply use
        invitation credits.
      </p>
      <p data-testid="resume-access-price">
        {discount ? (
          <>
            <s>{formatCents(product.fee)}</s> <strong>{formatCents(total)}</strong> ({discount.displayPhrase})
          </>
        ) : (
          <strong>{formatCents(total)}</strong>
        )}
      </p>
      <PaymentForm
        username={username}
        payLabel={`Pay ${formatCents(total)}`}
        busy={checkout.busy}
        error={checkout.error}
        onNonce={(nonce) => void onNonce(nonce)}
      />
    </div>
  );
}
