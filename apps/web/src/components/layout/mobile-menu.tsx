import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Icon } from '../icon';
import { faBars } from '@fortawesome/free-solid-svg-icons/faBars';
import { loadOnDemand } from './load-on-demand';
import { MOBILE_MENU_ID } from './nav-links';

const panel = loadOnDemand(() => import('./mobile-menu-panel').then((module) => module.MobileMenuPanel));

/**
 * Below the lg breakpoint: a hamburger ('Open menu') that opens an off-canvas panel with an accordion
 * of the same three categories and links as the desktop mega-menu, plus the account buttons. The panel's
 * code loads on first use; a link click or a new path closes it.
 */
export function MobileMenu() {
  const { pathname } = useLocation();
  // The menu belongs to the path it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const show = openOn === pathname;

  return (
    <>
      <button
        type="button"
        className="cs-icon-btn cs-hamburger d-lg-none"
        aria-label="Open menu"
        aria-expanded={show}
        aria-controls={show ? MOBILE_MENU_ID : undefined}
        onPointerEnter={() => void panel.preload()}
        onFocus={() => void panel.preload()}
        onClick={() => {
          setUsed(true);
          setOpenOn(pathname);
        }}
      >
        <Icon icon={faBars} />
      </button>
      {used && (
        <Suspense fallback={null}>
          <panel.Component show={show} onHide={() => setOpenOn(null)} />
        </Suspense>
      )}
    </>
  );
}
