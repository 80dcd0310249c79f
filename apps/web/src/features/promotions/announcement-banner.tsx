import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { announcementRoleOf, bannerTextColour, type AnnouncementRole } from '@chairside/domain/promotion-rules';
import type { Announcement } from '@chairside/domain/promotions';
import { isSitePath } from '@chairside/domain/site-paths';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';

export const announcementsKey = (role: AnnouncementRole) => ['announcements', role] as const;
export const announcementsPath = (role: AnnouncementRole) => `/announcements?role=${role}`;

/** Where the banner's height is published for the layouts below it (fixed headers and side menus). */
const HEIGHT_VARIABLE = '--cs-banner-height';

/**
 * The role the banner is for: the session's (from the token as soon as the browser has read it),
 * signed-out visitors while it is unknown, as the server rendered it.
 */
function useBannerRole(): AnnouncementRole | null {
  const { status, user, token } = useAuth();
  if (status === 'signed-out') return 'unauthenticated';
  const role = user?.role ?? token?.role ?? null;
  return role ? announcementRoleOf(role) : 'unauthenticated';
}

/** The first live announcement for the person's role and this environment, above the layout. */
export function AnnouncementBanner() {
  const role = useBannerRole();
  const { data } = useQuery({
    queryKey: announcementsKey(role ?? 'unauthenticated'),
    queryFn: ({ signal }) => api.get<{ announcements: Announcement[] }>(announcementsPath(role ?? 'unauthenticated'), signal),
    enabled: role !== null,
    staleTime: 5 * 60_000,
  });
  // The API answers this role's live announcements for this deployment's environment, in display order.
  const announcement = role ? (data?.announcements[0] ?? null) : null;
  const element = useRef<HTMLElement>(null);

  // Its height offsets the layout: fixed headers and side menus read the variable.
  useEffect(() => {
    const root = document.documentElement;
    const banner = element.current;
    if (!banner) {
      root.style.removeProperty(HEIGHT_VARIABLE);
      return;
    }
    const publish = () => root.style.setProperty(HEIGHT_VARIABLE, `${banner.getBoundingClientRect().height}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, [announcement]);

  if (!announcement) return null;
  return (
    <aside
      ref={element}
      className="cs-banner"
      aria-label="Announcement"
      style={{ backgroundColor: announcement.backgroundColor, color: bannerTextColour(announcement.backgroundColor) }}
    >
      <div className="cs-banner__inner">
        {announcement.icon ? (
          <img className="cs-banner__icon" src={announcement.icon.url} alt={announcement.icon.title} title={announcement.icon.title} width={28} height={28} />
        ) : null}
        <p className="cs-banner__heading">{announcement.heading}</p>
        {announcement.ctaText && announcement.ctaLink ? (
          isSitePath(announcement.ctaLink) ? (
            <Link className="cs-banner__cta" to={announcement.ctaLink}>
              {announcement.ctaText}
            </Link>
          ) : (
            <a className="cs-banner__cta" href={announcement.ctaLink} rel="noopener">
              {announcement.ctaText}
            </a>
          )
        ) : null}
      </div>
    </aside>
  );
}
