import { Suspense, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { Icon } from '../icon';
import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlass';
import { AccountActions } from './account-actions';
import { LatestPosts, type BlogPostSummary } from './latest-posts';
import { MobileMenu } from './mobile-menu';
import { NAV_CATEGORIES, type NavCategory, type NavCategoryId } from './nav-links';
import { SiteLogo } from './site-logo';
import { loadOnDemand } from './load-on-demand';

const searchModal = loadOnDemand(() => import('./site-search-modal').then((module) => module.SiteSearchModal));

export const megaPanelId = (id: NavCategoryId) => `mega-menu-${id}`;

/** A mouse that hovered a tab open and clicks it this soon after meant "open", not "close". */
const HOVER_CLICK_GRACE_MS = 700;

type OpenMenu = { id: NavCategoryId; pathname: string; hoveredOpenAt: number | null };

/** The linked content of one tab. Always in the HTML (hidden when closed) so crawlers see the links. */
function MegaPanel({ category, open, posts, onLinkClick }: { category: NavCategory; open: boolean; posts: BlogPostSummary[]; onLinkClick: () => void }) {
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) onLinkClick();
  };
  const linksHeadingId = `${megaPanelId(category.id)}-links`;
  const featuresHeadingId = `${megaPanelId(category.id)}-features`;
  return (
    <div id={megaPanelId(category.id)} role="region" aria-label={`${category.label} menu`} className="cs-mega__panel" hidden={!open} onClick={closeOnLink}>
      <div className="container-xl cs-mega__grid">
        <div className="cs-mega__main">
          <p className="cs-mega__heading" id={linksHeadingId}>
            {category.linksHeading}
          </p>
          <ul className="cs-mega__links" aria-labelledby={linksHeadingId}>
            {category.links.map((link) => (
              <li key={link.to + link.label}>
                <Link to={link.to} className="cs-mega__link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={category.cta.to} className="btn btn-primary cs-mega__cta">
            {category.cta.label} <span aria-hidden="true">→</span>
          </Link>
        </div>
        {category.features.length > 0 && (
          <div className="cs-mega__aside">
            <p className="cs-mega__heading" id={featuresHeadingId}>
              {category.featuresHeading}
            </p>
            <ul className="cs-features" aria-labelledby={featuresHeadingId}>
              {category.features.map((feature) => (
                <li key={feature.to}>
                  <Link to={feature.to} className="cs-feature">
                    <span className="cs-feature__icon" aria-hidden="true">
                      <Icon icon={feature.icon} />
                    </span>
                    <span>
                      <span className="cs-feature__title">{feature.label}</span>
                      {feature.description && <span className="cs-feature__text">{feature.description}</span>}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        {category.showsBlog && (
          <div className="cs-mega__aside">
            <LatestPosts posts={posts} headingId={`${megaPanelId(category.id)}-posts`} />
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The desktop mega-menu (lg and up): tabs Jobs, Resources, Employers, each a disclosure button that
 * opens its panel on hover or click. Enter, Space or ArrowDown open; Escape closes and returns focus.
 * Mouse leave, a link click, a press outside, focus leaving or a new path close it.
 */
function MegaMenu({ posts }: { posts: BlogPostSummary[] }) {
  const { pathname } = useLocation();
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  // A menu opened on another path is closed: navigation closes the menu without an effect.
  const openId = menu && menu.pathname === pathname ? menu.id : null;
  const rootRef = useRef<HTMLElement>(null);
  const tabRefs = useRef<Partial<Record<NavCategoryId, HTMLButtonElement | null>>>({});

  const close = () => setMenu(null);
  const open = (id: NavCategoryId, byHover: boolean) => setMenu({ id, pathname, hoveredOpenAt: byHover ? Date.now() : null });

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  const onTabClick = (id: NavCategoryId) => {
    if (openId !== id) return open(id, false);
    if (menu?.hoveredOpenAt && Date.now() - menu.hoveredOpenAt < HOVER_CLICK_GRACE_MS) {
      return setMenu({ ...menu, hoveredOpenAt: null });
    }
    close();
  };

  const focusTab = (index: number) => {
    const category = NAV_CATEGORIES[(index + NAV_CATEGORIES.length) % NAV_CATEGORIES.length];
    tabRefs.current[category.id]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: NavCategoryId, index: number) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      flushSync(() => open(id, false));
      document.getElementById(megaPanelId(id))?.querySelector<HTMLElement>('a[href]')?.focus();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusTab(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusTab(index - 1);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !openId) return;
    event.preventDefault();
    const id = openId;
    close();
    tabRefs.current[id]?.focus();
  };

  // Focus moving to something outside the menu closes it (a press on blank space gives no relatedTarget).
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) close();
  };

  const onPointerLeave = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') close();
  };

  return (
    <nav ref={rootRef} className="cs-mega" aria-label="Main" onKeyDown={onKeyDown} onBlur={onBlur} onPointerLeave={onPointerLeave}>
      <ul className="cs-mega__tabs">
        {NAV_CATEGORIES.map((category, index) => (
          <li key={category.id} className="cs-mega__tab-item">
            <button
              ref={(element) => {
                tabRefs.current[category.id] = element;
              }}
              type="button"
              className="cs-mega__tab"
              aria-expanded={openId === category.id}
              aria-controls={megaPanelId(category.id)}
              onClick={() => onTabClick(category.id)}
              onKeyDown={(event) => onTabKeyDown(event, category.id, index)}
              onPointerEnter={(event) => {
                if (event.pointerType === 'mouse' && openId !== category.id) open(category.id, true);
              }}
            >
              {category.label}
              <span className="cs-mega__caret" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {NAV_CATEGORIES.map((category) => (
        <MegaPanel key={category.id} category={category} open={openId === category.id} posts={posts} onLinkClick={close} />
      ))}
    </nav>
  );
}

/** The public header: logo, mega-menu (desktop), search, account buttons, and the mobile menu below lg. */
export function PublicHeader({ posts = [] }: { posts?: BlogPostSummary[] }) {
  const { pathname } = useLocation();
  // Like the menus, the search modal belongs to the path it was opened on.
  const [searchOpenOn, setSearchOpenOn] = useState<string | null>(null);
  const [searchUsed, setSearchUsed] = useState(false);
  const searchOpen = searchOpenOn === pathname;
  const toggleSearch = () => {
    setSearchUsed(true);
    setSearchOpenOn(searchOpen ? null : pathname);
  };

  return (
    <header className="cs-header">
      <div className="container-xl cs-header__bar">
        <SiteLogo />
        <MegaMenu posts={posts} />
        <div className="cs-header__actions">
          <button
            type="button"
            className="cs-icon-btn"
            aria-label="Search the site"
            aria-haspopup="dialog"
            onPointerEnter={() => void searchModal.preload()}
            onFocus={() => void searchModal.preload()}
            onClick={toggleSearch}
          >
            <Icon icon={faMagnifyingGlass} />
          </button>
          <AccountActions className="d-none d-lg-flex" />
          <MobileMenu />
        </div>
      </div>
      {searchUsed && (
        <Suspense fallback={null}>
          <searchModal.Component show={searchOpen} onHide={() => setSearchOpenOn(null)} />
        </Suspense>
      )}
    </header>
  );
}
