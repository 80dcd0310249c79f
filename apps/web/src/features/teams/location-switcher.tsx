// The location switcher (ADR 120): in the header of a practice that belongs to an organization,
// the practices of the group where the signed-in person may act; choosing one acts for it.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SwitchableLocation } from '@chairside/domain/organisations';
import { api } from '../../lib/api-client';
import { useActForPractice } from './act-for-practice';

export function LocationSwitcher({ username }: { username: string }) {
  const locations = useQuery({ queryKey: ['my-locations', username], queryFn: ({ signal }) => api.get<SwitchableLocation[]>('/users/me/locations', signal) });
  const actFor = useActForPractice();
  const [failed, setFailed] = useState(false);
  if (!locations.data || locations.data.length < 2) return null;
  return (
    <select
      className="form-select form-select-sm app-header__locations"
      aria-label="Location"
      value={username}
      onChange={(event) => {
        setFailed(false);
        void actFor(event.target.value).catch(() => setFailed(true));
      }}
      aria-invalid={failed || undefined}
    >
      {locations.data.map((location) => (
        <option key={location.username} value={location.username}>
          {location.practiceName}
        </option>
      ))}
    </select>
  );
}
