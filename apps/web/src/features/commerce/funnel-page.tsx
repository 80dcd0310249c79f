// The frame of every funnel step (the steps list, title, lead and payments notice) and the catalog's loading and error states.
import type { ReactNode } from 'react';
import { PageLoading } from '../../components/page-loading';
import { failureMessage } from '../../components/form/errors';
import type { CatalogAnswer } from './commerce-api';
import { useFunnel } from './funnel-context';
import { PaymentsNotice } from './payments-notice';

const STEPS = [
  { key: 'products', label: 'Products' },
  { key: 'addons', label: 'Add-ons' },
  { key: 'account', label: 'Account' },
  { key: 'payment', label: 'Payment' },
] as const;

export function FunnelPage({
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
export function WithCatalog({ children }: { children: (answer: CatalogAnswer) => ReactNode }) {
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
