import { useState } from 'react';
import { faShareNodes } from '@fortawesome/free-solid-svg-icons/faShareNodes';
import { Icon } from '../../components/icon';

type Copy = 'idle' | 'copied' | 'failed';

/**
 * The device's share sheet where there is one (phones); elsewhere copy the link or email it.
 * Rendered in the browser only (see ShareJob), so it reads the browser's share support at once.
 */
export function ShareActions({ path, title }: { path: string; title: string }) {
  const [copy, setCopy] = useState<Copy>('idle');
  const url = `${window.location.origin}${path}`;

  if (typeof navigator.share === 'function')
    return (
      // The share sheet opens in the click itself, as browsers require.
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void navigator.share({ title, url }).catch(() => undefined)}>
        <Icon icon={faShareNodes} className="me-1" />
        Share
      </button>
    );

  function copyLink() {
    // Without a clipboard (an insecure page, an old browser) the link is shown to copy by hand.
    if (!navigator.clipboard) return setCopy('failed');
    navigator.clipboard.writeText(url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  }

  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={copyLink}>
        Copy link
      </button>
      <a className="btn btn-sm btn-outline-primary" href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`}>
        Email
      </a>
      <span role="status" className="share-job__status">
        {copy === 'copied' ? 'Link copied.' : copy === 'failed' ? `Copy this link: ${url}` : ''}
      </span>
    </>
  );
}
