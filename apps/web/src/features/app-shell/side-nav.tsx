import { Link, useLocation } from 'react-router';
import Badge from 'react-bootstrap/Badge';
import { MenuIcon } from '../../components/app-navigation/menu-icon';
import { CONTACT_US_PATH, isCurrentItem, SHARED_MENU, type MenuItem } from '../../components/app-navigation/menus';

export type MenuCounts = { unreadMessages: number };

type SideNavProps = {
  items: MenuItem[];
  counts: MenuCounts;
  /** Called when a link is followed (the off-canvas menu closes). */
  onNavigate?: () => void;
};

function MenuLink({ item, counts, current, onNavigate }: { item: MenuItem; counts: MenuCounts; current: boolean; onNavigate?: () => void }) {
  const count = item.badge ? counts[item.badge] : 0;
  return (
    <Link to={item.to} className={`side-nav__link${current ? ' active' : ''}`} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
      <MenuIcon name={item.icon} className="side-nav__icon" />
      <span className="side-nav__label">{item.label}</span>
      {count > 0 ? (
        <Badge pill bg="danger" className="side-nav__badge">
          {count > 99 ? '99+' : count}
          <span className="visually-hidden"> unread</span>
        </Badge>
      ) : null}
    </Link>
  );
}

/** The side navigation: the role's menu, the shared public links and the 'Questions?' box. */
export function SideNav({ items, counts, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main menu" className="side-nav">
      <ul className="side-nav__list">
        {items.map((item) => (
          <li key={item.label}>
            <MenuLink item={item} counts={counts} current={isCurrentItem(item, pathname)} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      <ul className="side-nav__list side-nav__list--shared">
        {SHARED_MENU.map((item) => (
          <li key={item.label}>
            <MenuLink item={item} counts={counts} current={false} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      <section className="side-nav__questions" aria-labelledby={onNavigate ? 'side-nav-questions-offcanvas' : 'side-nav-questions'}>
        <h2 className="side-nav__questions-title" id={onNavigate ? 'side-nav-questions-offcanvas' : 'side-nav-questions'}>
          Questions?
        </h2>
        <p className="side-nav__questions-text">We're here to help with your account, jobs and hiring.</p>
        <Link to={CONTACT_US_PATH} className="btn btn-sm btn-outline-primary" onClick={onNavigate}>
          Contact Us
        </Link>
      </section>
    </nav>
  );
}
