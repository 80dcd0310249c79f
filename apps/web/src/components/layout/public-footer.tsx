import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Icon } from '../icon';
import { FOOTER_LINKS, SOCIAL_LINKS } from './nav-links';
import { SiteLogo } from './site-logo';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The copyright line; the year is read at render (server and browser agree except at midnight on New Year's Eve). */
export function CopyrightLine({ className }: { className?: string }) {
  return (
    <p className={className} suppressHydrationWarning>
      {`© ${new Date().getFullYear()} Chairside`}
    </p>
  );
}

/**
 * 'Stay In-The-Know'. No newsletter service exists yet: a valid address is not stored, and the block
 * says so instead of pretending to subscribe.
 */
function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<'invalid' | 'not-yet' | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(EMAIL_PATTERN.test(email.trim()) ? 'not-yet' : 'invalid');
  };

  return (
    <section className="cs-newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="cs-footer__heading">
        Stay In-The-Know
      </h2>
      <p className="cs-newsletter__intro">Dental job market news, salary data and hiring tips in your inbox.</p>
      <form noValidate onSubmit={onSubmit} aria-label="Newsletter sign-up">
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <div className="cs-newsletter__row">
          <input
            id="newsletter-email"
            type="email"
            className="form-control"
            placeholder="Your email address"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setOutcome(null);
            }}
            aria-invalid={outcome === 'invalid' || undefined}
            aria-describedby="newsletter-message"
          />
          <button type="submit" className="btn cs-btn-accent">
            Subscribe Now
          </button>
        </div>
        <p id="newsletter-message" role="status" className={`cs-newsletter__message${outcome === 'invalid' ? ' is-invalid' : ''}`}>
          {outcome === 'invalid' && 'Enter a valid email address, like name@example.com.'}
          {outcome === 'not-yet' && "Newsletter sign-up opens soon. We haven't saved your address, so please check back."}
        </p>
      </form>
    </section>
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
