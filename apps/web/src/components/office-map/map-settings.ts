import { useQuery } from '@tanstack/react-query';
import type { MapSettings } from '@chairside/domain/office-map';
import { apiRequest } from '../../lib/api-client';

const mapSettingsKey = ['map-settings'] as const;

/**
 * The office maps' tile source (GET /map/settings), read in the browser once a page has something
 * to map; the server's answer holds until the next release. Null while unknown.
 */
export function useMapSettings(wanted: boolean): MapSettings | null {
  const query = useQuery({
    queryKey: mapSettingsKey,
    queryFn: async ({ signal }) => (await apiRequest<MapSettings>('/map/settings', { signal, auth: false })).data,
    enabled: wanted,
    staleTime: Infinity,
    retry: 1,
  });
  return query.data ?? null;
}
