// The sender of every email (MAIL_FROM, 'Chairside <no-reply@…>'). Receiving servers check its
// domain's SPF, DKIM and DMARC records (README: Mail delivery), so a site that sends mail needs a
// sender on a domain that can publish them: never a reserved or private-use name (ADR 101).

/**
 * Top-level names that are not in the public DNS: special-use (RFC 6761: test, example, invalid,
 * localhost; RFC 6762: local), ICANN's private-use internal, and the private ones RFC 6762
 * (appendix G) lists as commonly used on networks.
 */
const PRIVATE_TOP_LEVEL = ['local', 'localhost', 'localdomain', 'test', 'example', 'invalid', 'internal', 'intranet', 'private', 'corp', 'home', 'lan'];
/** Reserved for documentation (RFC 2606) and for home networks (RFC 8375). */
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org', 'home.arpa'];

/** The address of a From value: 'Chairside <no-reply@chairside.org>' or 'no-reply@chairside.org'; null when there is none. */
export function senderAddress(from: string): string | null {
  const address = (/<([^<>]*)>\s*$/.exec(from)?.[1] ?? from).trim();
  return /^[^\s@<>"]+@[^\s@<>"]+$/.test(address) ? address : null;
}

/** The domain of a From value's address, lowercased, without a trailing dot; null without an address. */
export function senderDomain(from: string): string | null {
  const address = senderAddress(from);
  return address
    ? address
        .slice(address.lastIndexOf('@') + 1)
        .toLowerCase()
        .replace(/\.$/, '')
    : null;
}

/**
 * Why mail from this domain cannot carry SPF, DKIM and DMARC: a name outside the public DNS (one
 * label, an address literal, a reserved or private-use name); null for a public name.
 */
export function privateMailDomain(domain: string): string | null {
  const labels = domain.split('.');
  const top = labels[labels.length - 1];
  if (domain.startsWith('[') || /^[\d.]+$/.test(domain)) return 'an address, not a domain name';
  if (labels.length < 2) return 'a name with one label is not in the public DNS';
  if (PRIVATE_TOP_LEVEL.includes(top)) return `.${top} is not in the public DNS`;
  const reserved = RESERVED_DOMAINS.find((name) => domain === name || domain.endsWith(`.${name}`));
  if (reserved) return `${reserved} is reserved and cannot be used for mail`;
  return null;
}
