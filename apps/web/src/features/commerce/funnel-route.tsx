import { Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { lazyPage } from '../../components/layout/load-on-demand';
import { PRODUCTS_PATH } from '../../lib/site-paths';

// /dental-hiring-products/ and its steps. The cart lives in the browser's session storage, so the
// funnel renders in the browser, from its own chunk; the server sends each step's title and
// description. Kept small: every public page loads this file.

export const FUNNEL_ROUTE = '/dental-hiring-products/*';

type FunnelPage = { step: string; title: string; description: string };

const FUNNEL_PAGES: FunnelPage[] = [
  {
    step: '',
    title: 'Dental Hiring Products & Pricing',
    description: 'Premium job postings, posting subscriptions and add-ons for hiring dental staff, with prices and current discounts.',
  },
  { step: 'select-addons', title: 'Choose Add-ons', description: 'Add resume-search invitations and national search to your job posting.' },
  { step: 'account-setup', title: 'Set Up Your Account', description: 'Create your employer account, or sign in, to buy job postings.' },
  { step: 'payment', title: 'Payment', description: 'Pay for your job posting products.' },
  { step: 'confirmation', title: 'Order Confirmation', description: 'Your order is confirmed.' },
];

const CommerceFunnel = lazyPage(() => import('./commerce-funnel').then((module) => module.CommerceFunnel));

const subscribeToNothing = () => () => undefined;

export function CommerceFunnelRoute() {
  const { pathname } = useLocation();
  const step = pathname.replace(/^\/dental-hiring-products\/?/, '').replace(/\/$/, '');
  const page = FUNNEL_PAGES.find((candidate) => candidate.step === step);
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return (
    <>
      {page ? (
        <PageMeta title={page.title} description={page.description} canonicalPath={page.step ? undefined : PRODUCTS_PATH} noindex={page.step !== ''} />
      ) : null}
      <Suspense fallback={<PageLoading />}>{inBrowser ? <CommerceFunnel /> : <PageLoading />}</Suspense>
    </>
  );
}
