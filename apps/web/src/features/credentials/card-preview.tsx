// A private card shown inline (fetched with the session, shown from memory); a PDF opens in a new tab.
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { readToken } from '../../lib/auth-storage';
import { openCard } from './credentials-api';

export function CardPreview({ url, type, label }: { url: string; type: 'pdf' | 'image' | null; label: string }) {
  const [address, setAddress] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (type !== 'image') return;
    let made: string | null = null;
    const token = readToken();
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error('not readable');
        made = URL.createObjectURL(await response.blob());
        setAddress(made);
      })
      .catch(() => setFailed(true));
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [url, type]);
  if (type === 'pdf')
    return (
      <Button variant="link" className="p-0" onClick={() => void openCard(url).catch(() => setFailed(true))}>
        Open the card (PDF)
      </Button>
    );
  if (failed) return <p className="text-danger small">The card could not be loaded.</p>;
  return address ? (
    <img src={address} alt={`Card: ${label}`} className="credential-card-preview img-fluid border rounded" />
  ) : (
    <p className="small">Loading the card…</p>
  );
}
