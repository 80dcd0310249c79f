import '../../styles/app-area-styles';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { NotFoundPage } from '../../pages/not-found-page';
import { useCartCatalog } from './cart-parts';
import { loadPlace, savePlace, useCartState } from './cart-store';
import type { NewAccount, PricingPlace } from './commerce-api';
import { AccountStep } from './funnel-account-step';
import { ConfirmationStep } from './funnel-confirmation-step';
import { FunnelContext } from './funnel-context';
import { PaymentStep } from './funnel-payment-step';
import { AddOnsStep, ProductsStep } from './funnel-products-steps';

// The public funnel: products, add-ons, account, payment, confirmation. One cart for all steps
// (saved in session storage); the new account's details stay in memory only, never in storage,
// and are sent with the payment, which makes the account only when the card is charged.
// Each step is its own file (funnel-*.tsx); funnel-context.ts holds what they share.

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
