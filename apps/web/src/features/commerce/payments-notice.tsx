import { useQuery } from '@tanstack/react-query';
import type { PaymentsStatus } from '@chairside/domain/commerce';
import { api } from '../../lib/api-client';

// Whether this site sells anything (GET /payments/status): a production site without a payment
// provider sells nothing, and one that chose the sandbox gateway takes only test payments. Every
// page of the checkout and every purchase screen says which (ADR 65).

export function usePaymentsStatus() {
  return useQuery({
    queryKey: ['payments-status'],
    queryFn: ({ signal }) => api.get<PaymentsStatus>('/payments/status', signal),
    staleTime: 10 * 60_000,
  });
}

/** Said on the products page and the purchase screens: buying is not open, or payments are tests. */
export function PaymentsNotice() {
  const status = usePaymentsStatus();
  if (!status.data) return null;
  if (!status.data.open)
    return (
      <div className="alert alert-warning" role="note" data-testid="payments-notice">
        <strong>Buying is not open yet.</strong> You can look at the products and prices, but nothing can be bought on this site for now.
      </div>
    );
  if (status.data.gateway === 'sandbox')
    return (
      <div className="alert alert-info" role="note" data-testid="payments-notice">
        <strong>Test payments.</strong> This site takes payments through a test gateway: no card is charged and nothing bought here is real.
      </div>
    );
  return null;
}
