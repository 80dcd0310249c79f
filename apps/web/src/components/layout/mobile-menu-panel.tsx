import { type MouseEvent } from 'react';
import { Link } from 'react-router';
import Accordion from 'react-bootstrap/Accordion';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Icon } from '../icon';
import { AccountActions } from './account-actions';
import { BLOG_PATH, MOBILE_MENU_ID, NAV_CATEGORIES } from './nav-links';

/** The off-canvas panel of the mobile menu: the three categories as an accordion, then the account buttons. */
export function MobileMenuPanel({ show, onHide }: { show: boolean; onHide: () => void }) {
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) onHide();
  };
  return (
    <Offcanvas id={MOBILE_MENU_ID} show={show} onHide={onHide} placement="end" aria-labelledby={`${MOBILE_MENU_ID}-title`} className="cs-offcanvas">
      <Offcanvas.Header closeButton closeLabel="Close menu" className="cs-offcanvas__header">
        <Offcanvas.Title id={`${MOBILE_MENU_ID}-title`} as="h2" className="cs-offcanvas__title h5 mb-0">
          Menu
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="cs-offcanvas__body" onClick={closeOnLink}>
        <nav aria-label="Mobile">
          <Accordion className="cs-mobile-accordion" flush>
            {NAV_CATEGORIES.map((category) => (
              <Accordion.Item key={category.id} eventKey={category.id}>
                <Accordion.Header as="h3">{category.label}</Accordion.Header>
                <Accordion.Body>
                  <ul className="cs-mobile-links">
                    {category.links.map((link) => (
                      <li key={link.to + link.label}>
                        <Link to={link.to}>{link.label}</Link>
                      </li>
                    ))}
                  </ul>
                  {category.features.length > 0 && (
                    <ul className="cs-mobile-links cs-mobile-links--features">
                      {category.features.map((feature) => (
                        <li key={feature.to}>
                          <Link to={feature.to}>
                            <span className="cs-mobile-links__icon" aria-hidden="true">
                              <Icon icon={feature.icon} />
                            </span>
                            <span>
                              {feature.label}
                              {feature.description && <span className="cs-mobile-links__text">{feature.description}</span>}
                            </span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                  {category.showsBlog && (
                    <ul className="cs-mobile-links">
                      <li>
                        <Link to={BLOG_PATH}>View all blog posts</Link>
                      </li>
                    </ul>
                  )}
                  <Link to={category.cta.to} className="btn btn-primary w-100 mt-2">
                    {category.cta.label}
                  </Link>
                </Accordion.Body>
              </Accordion.Item>
            ))}
          </Accordion>
        </nav>
        <AccountActions className="cs-account--stacked" />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
