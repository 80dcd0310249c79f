import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element named by the address's #hash into view once the page's data is there,
 * below the fixed header (scroll-margin in CSS), and moves focus to it. Each navigation counts,
 * so following the same link twice scrolls twice.
 */
export function useScrollToHash(ready: boolean) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    // After the app's scroll-to-top on a new path, which runs in the same commit.
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      target.scrollIntoView({ block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }, 30);
    return () => window.clearTimeout(timer);
  }, [hash, key, ready]);
}
