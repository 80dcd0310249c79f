import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faBars } from '@fortawesome/free-solid-svg-icons';
import type { CurrentUser } from '@chairside/domain/accounts';
import { CompleteProfileNotice, ProfilePromptModal, useCurrentStaff } from '../resume-profile/public-api';
import { DelegatedSessionNotice } from './delegated-session-notice';
import { AccountClosingNotice } from './account-closing-notice';
import { TeamTwoStepRequired } from './team-two-step-notice';
import { useEmployerDashboard } from '../employer-profile/public-api';
import { useUnreadMessages } from '../messages/public-api';
import { mainMenuFor } from '../../components/app-navigation/menus';
import { LogoMark } from '../../components/layout/site-logo';
import { SideNav, type MenuCounts } from './side-nav';
import { UserMenu } from './user-menu';
import { LocationSwitcher } from '../teams/public-api';
import { OfflineBanner } from '../installable-app/public-api';

/** Widths from this up show the fixed side navigation; below it the menu is off-canvas. */
export const SIDE_NAV_MIN_WIDTH = 1252;
const OFFCANVAS_ID = 'app-offcanvas-menu';

type AppLayoutProps = {
  user: CurrentUser;
  /** The welcome screen: header only, no navigation. */
  minimal?: boolean;
};

function Logo() {
  return (
    <Link to="/app/dashboard" className="app-logo" aria-label="Chairside dashboard">
      <LogoMark className="app-logo__mark" />
      <span className="app-logo__text">Chairside</span>
    </Link>
  );
}

/** The signed-in area's frame: 85px header, side navigation (fixed or off-canvas) and the page. */
export function AppLayout({ user, minimal = false }: AppLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Practices and job seekers: the unread count (stream, polling as the fallback) for both menus and the title.
  // A member stopped by the practice's two-step requirement (ADR 119) reads nothing of the practice.
  const practiceOpen = !minimal && !user.teamTwoStepMissing;
  const counts: MenuCounts = { unreadMessages: useUnreadMessages(practiceOpen && (user.role === 'staff' || user.role === 'employer')) };
  const isStaff = user.role === 'staff';
  // Employers see 'Subscription' when the dashboard says they have one (the dashboard shares this query).
  const hasSubscription = useEmployerDashboard(user.username, user.role === 'employer' && practiceOpen).data?.hasSubscription ?? false;
  const items = mainMenuFor({ role: user.role, position: user.position, zip: user.zip, hasSubscription, teamRole: user.teamRole });
  const { pathname } = useLocation();
  // Job seekers: the complete-profile notice and the profile prompt read the current staff.
  const staff = useCurrentStaff(user.username, isStaff && !minimal).data;

  // Growing the window past the breakpoint shows the fixed menu: close the off-canvas one.
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${SIDE_NAV_MIN_WIDTH}px)`);
    const onChange = () => {
      if (query.matches) setMenuOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const close = () => setMenuOpen(false);
  const classes = ['app-shell', isStaff ? 'staff' : '', user.role === 'employer' ? 'employer' : '', minimal ? 'app-shell--minimal' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes}>
      <header className="app-header">
        {!minimal ? (
          <button
            type="button"
            className="app-header__menu-button btn"
            aria-label="Open menu"
            aria-controls={OFFCANVAS_ID}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <FontAwesomeIcon icon={faBars} aria-hidden="true" />
          </button>
        ) : null}
        <Logo />
        <div className="app-header__end">
          {user.role === 'employer' && !minimal ? <LocationSwitcher username={user.username} /> : null}
          <UserMenu user={user} />
        </div>
      </header>

      {!minimal ? (
        <>
          <aside className="app-sidebar">
            <SideNav items={items} counts={counts} />
          </aside>
          <Offcanvas
            show={menuOpen}
            onHide={close}
            placement="start"
            id={OFFCANVAS_ID}
            className={`app-offcanvas${isStaff ? ' staff' : ''}`}
            aria-labelledby={`${OFFCANVAS_ID}-title`}
          >
            <Offcanvas.Header closeButton closeLabel="Close menu">
              <Offcanvas.Title id={`${OFFCANVAS_ID}-title`}>Menu</Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body className="p-0">
              <SideNav items={items} counts={counts} onNavigate={close} />
            </Offcanvas.Body>
          </Offcanvas>
        </>
      ) : null}

      <main id="app-main" className="app-main" tabIndex={-1}>
        <OfflineBanner />
        <DelegatedSessionNotice user={user} />
        <AccountClosingNotice user={user} />
        {isStaff && !minimal ? <CompleteProfileNotice staff={staff} /> : null}
        {user.teamTwoStepMissing ? <TeamTwoStepRequired user={user} /> : <Outlet />}
      </main>
      {/* Not in a delegated session: opening the prompt counts as the person having seen it. */}
      {isStaff && !minimal && !user.delegated ? <ProfilePromptModal username={user.username} where={pathname} /> : null}
    </div>
  );
}
