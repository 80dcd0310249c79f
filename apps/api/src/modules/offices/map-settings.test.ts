import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { useTestApi } from '../../testing/test-api';
import { call } from '../../testing/staff-profiles';

// The office maps' tile source (ADR 89): MAP_TILE_URL and MAP_TILE_ATTRIBUTION reach the pages
// through GET /map/settings; a template the maps cannot use stops the server at start.

const TILE_URL = 'http://127.0.0.1:4567/tiles/{z}/{x}/{y}.png';
const api = useTestApi({ env: { MAP_TILE_URL: TILE_URL, MAP_TILE_ATTRIBUTION: '  Tiles © Example Maps  ' } });

describe('GET /map/settings', () => {
  it('answers the tile address template and its credit to anyone, signed out too', async () => {
    const response = await call(api, null, 'GET', '/api9/map/settings');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({ tileUrl: TILE_URL, attribution: 'Tiles © Example Maps' });
  });
});

describe('the tile settings', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('are optional: without them no map is drawn', () => {
    const config = loadConfig({});
    expect(config.MAP_TILE_URL).toBeUndefined();
    expect(config.MAP_TILE_ATTRIBUTION).toBeUndefined();
  });

  it.each([
    [{ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}.png', MAP_TILE_ATTRIBUTION: 'OSM' }, 'MAP_TILE_URL: the address needs {z}, {x} and {y}'],
    [
      { MAP_TILE_URL: 'https://tiles;img-src.example.org/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'OSM' },
      'MAP_TILE_URL: a host name of letters, digits, dots and hyphens',
    ],
    [{ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }, 'MAP_TILE_ATTRIBUTION: required with MAP_TILE_URL'],
    [{ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x'.repeat(301) }, 'MAP_TILE_ATTRIBUTION:'],
  ])('refuse %j at start', (env, message) => {
    expect(refusal(env)).toContain(message);
  });
});
