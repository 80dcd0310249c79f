import { Link } from 'react-router';

/**
 * The Chairside mark: a tooth on the brand teal, the one logo of the site (the favicon, the app
 * icons and the emails' logo are this drawing). Decorative; the word mark names the link.
 */
export function LogoMark({ className = 'cs-logo__mark' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b5c6b" />
      <path
        d="M20 14c-6 0-9 5-9 11 0 8 4 12 5 20 1 5 3 8 6 8s4-4 5-9c1-4 2-6 5-6s4 2 5 6c1 5 2 9 5 9s5-3 6-8c1-8 5-12 5-20 0-6-3-11-9-11-5 0-7 3-12 3s-7-3-12-3z"
        fill="#fff"
      />
    </svg>
  );
}

/** The logo, linking home. Its accessible name is 'Chairside home'. */
export function SiteLogo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" className="cs-logo" aria-label="Chairside home" onClick={onClick}>
      <LogoMark />
      <span className="cs-logo__text">Chairside</span>
    </Link>
  );
}
