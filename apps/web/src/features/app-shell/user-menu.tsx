import { useState } from 'react';
import { Link } from 'react-router';
import Dropdown from 'react-bootstrap/Dropdown';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faGear, faRightFromBracket } from '@fortawesome/free-solid-svg-icons';
import type { CurrentUser } from '@chairside/domain/accounts';

export const NAME_FALLBACK = 'Staff User';

export const displayName = (user: Pick<CurrentUser, 'name'> | null) => user?.name?.trim() || NAME_FALLBACK;

/** Up to two initials from a name: 'Ana María López' gives 'AM'. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** The user's photo, or their initials in a circle when there is none (or it fails to load); decorative. */
export function Avatar({ name, photoUrl, size = 40 }: { name: string; photoUrl: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (photoUrl && !failed) {
    return <img src={photoUrl} alt="" width={size} height={size} className="app-avatar app-avatar--photo" onError={() => setFailed(true)} />;
  }
  // The initials are a picture of the name beside them, drawn by the stylesheet from data-initials:
  // as text they would count as part of the button's visible label, which then no longer matches
  // its accessible name (WCAG 2.5.3).
  return <span className="app-avatar app-avatar--initials" data-initials={initialsOf(name)} style={{ width: size, height: size }} aria-hidden="true" />;
}

/**
 * The header's user menu: photo and name, then Settings and Sign Out. The button's accessible name
 * starts with the name it shows (WCAG 2.5.3, label in name), so "click Ana López" works by voice;
 * on a phone, where the name is hidden, it still says whose menu it is.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const name = displayName(user);
  return (
    <Dropdown align="end" className="user-menu">
      <Dropdown.Toggle id="user-menu-toggle" variant="link" className="user-menu__toggle" aria-label={`${name}, user menu`}>
        <Avatar name={name} photoUrl={user.photoThumbnailUrl} />
        <span className="user-menu__name">{name}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="user-menu__menu shadow">
        <Dropdown.Header className="user-menu__header">
          <span className="d-block fw-semibold text-body">{name}</span>
          <span className="d-block small text-truncate">{user.email}</span>
        </Dropdown.Header>
        <Dropdown.Divider />
        <Dropdown.Item as={Link} to="/app/account-settings">
          <FontAwesomeIcon icon={faGear} fixedWidth aria-hidden="true" className="me-2 text-body-secondary" />
          Settings
        </Dropdown.Item>
        <Dropdown.Item as={Link} to="/app/sign-out">
          <FontAwesomeIcon icon={faRightFromBracket} fixedWidth aria-hidden="true" className="me-2 text-body-secondary" />
          Sign Out
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
