import { Link } from 'react-router';
import { Icon } from '../icon';
import { FOOTER_LINKS, SOCIAL_LINKS } from './nav-links';
import { SiteLogo } from './site-logo';
import { NewsletterSignup } from '../../features/marketing-forms/public-api';

/** The copyright line; the year is read at render (server and browser agree except at midnight on New Year's Eve). */
export function CopyrightLine({ className }: { className?: string }) {
  return (
    <p className={className} suppressHydrationWarning>
      {`© ${new Date().getFullYear()} Chairside`}
    </p>
  );
}

/** The public footer: site links, social links, the newsletter block and the copyright line. */
export function PublicFooter() {
  return (
    <footer className="cs-footer">
      <div className="container-xl">
        <div className="cs-footer__grid">
          <div className="cs-footer__brand">
            <SiteLogo />
            <p className="cs-footer__tagline">The job board and hiring site for the dental industry.</p>
            <ul className="cs-social">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.href}>
                  <a href={social.href} className="cs-social__link" aria-label={social.label} rel="noopener noreferrer">
                    <Icon icon={social.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label="Footer" className="cs-footer__nav">
            <h2 className="cs-footer__heading">Company</h2>
            <ul className="cs-footer__links">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <NewsletterSignup />
        </div>
        <div className="cs-footer__bottom">
          <CopyrightLine className="mb-0" />
        </div>
      </div>
    </footer>
  );
}
