// Chairside's service worker (ADR 54), served at /sw.js with scope /. The server fills in
// __BUILD_VERSION__ (a hash of the build) and __PRECACHE__ (the app shell's hashed assets).
// - Static assets: cached by version (cache-first); older versions' caches go on activation.
// - Pages: network first; the last /app page is kept as the app shell, public job pages and
//   lists by address (the last few), for reading offline.
// - Data: only the signed-in person's saved jobs, applications and the last job search answers,
//   network first, each kept with the person it was fetched for and served offline only to the
//   same person. The page clears these caches when the session ends (sign-out).
// - Web Push: shows the notice and opens its address on a click.
/* global clients */

const VERSION = '__BUILD_VERSION__';
const PRECACHE = /* filled by the server */ [];
const STATIC_CACHE = `chairside-static-${VERSION}`;
const PAGES_CACHE = `chairside-pages-${VERSION}`;
const DATA_CACHE = 'chairside-data-v1';
const APP_SHELL_KEY = '/__app-shell';
const OFFLINE_PAGE_KEY = '/__offline';
const KEEP_PAGES = 20;
const KEEP_SEARCHES = 10;

/** API reads kept for offline reading, by path. */
const DATA_PATHS = [/^\/api9\/users\/staff\/[^/]+\/saved-jobs$/, /^\/api9\/users\/staff\/[^/]+\/applications$/, /^\/api9\/jobs\/search$/];
/** Public pages kept for offline reading: job pages and job lists (not the account forms). */
const PAGE_PATHS = [/^\/dental-jobs\/(?!login|register|recover-password|reset-password)/, /^\/$/];

const OFFLINE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline · Chairside</title></head>
<body><main><h1>You are offline</h1><p>This page was not saved on this device. Your saved jobs open offline once you have seen them here while online.</p><p><a href="/app/saved-jobs">Saved jobs</a></p></main></body></html>`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(STATIC_CACHE);
      await cache.addAll(PRECACHE);
      const pages = await caches.open(PAGES_CACHE);
      await pages.put(OFFLINE_PAGE_KEY, new Response(OFFLINE_HTML, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
      // The new version takes over at once; the page reloads on controllerchange (no stale page).
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([STATIC_CACHE, PAGES_CACHE, DATA_CACHE]);
      for (const name of await caches.keys()) if (name.startsWith('chairside-') && !keep.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The person a request is made for: the bearer token's subject (read, not verified: the server verifies). */
function subjectOf(request) {
  const header = request.headers.get('authorization') || '';
  const token = header.replace(/^Bearer\s+/i, '');
  const part = token.split('.')[1];
  if (!part) return 'anonymous';
  try {
    const json = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json.sub === 'string' ? json.sub : 'anonymous';
  } catch {
    return 'anonymous';
  }
}

async function trim(cacheName, prefix, keep) {
  const cache = await caches.open(cacheName);
  const keys = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith(prefix));
  for (const request of keys.slice(0, Math.max(0, keys.length - keep))) await cache.delete(request);
}

let servedOffline = false;

/**
 * Tells the page (by its client id) whether the network answered: the page shows its offline state.
 * For a navigation the page is the one being loaded: Chromium finds it (clients.get) only once it
 * exists, that is after the worker has answered, so a navigation tells it after answering.
 */
async function tell(clientId, type) {
  if (!clientId) return;
  const client = await self.clients.get(clientId);
  if (client) client.postMessage({ type });
}

async function staticFirst(request) {
  const cache = await caches.open(STATIC_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function pageNetworkFirst(event, request, url) {
  const cache = await caches.open(PAGES_CACHE);
  const isApp = url.pathname.startsWith('/app');
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      if (isApp) await cache.put(APP_SHELL_KEY, response.clone());
      else if (PAGE_PATHS.some((pattern) => pattern.test(url.pathname))) {
        await cache.put(url.pathname + url.search, response.clone());
        await trim(PAGES_CACHE, '/dental-jobs/', KEEP_PAGES);
      }
    }
    return response;
  } catch {
    servedOffline = true;
    // Not awaited: the page this navigation opens cannot be told before it has its answer.
    event.waitUntil(tell(event.resultingClientId || event.clientId, 'offline'));
    const cached = isApp ? await cache.match(APP_SHELL_KEY) : await cache.match(url.pathname + url.search);
    return cached || (await cache.match(OFFLINE_PAGE_KEY)) || new Response(OFFLINE_HTML, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
}

/** When the page last said a session ended: answers fetched before it are not kept. */
let clearedAt = 0;

async function dataNetworkFirst(request, url, clientId) {
  const owner = subjectOf(request);
  const key = `${url.pathname}${url.search}`;
  const started = Date.now();
  try {
    const response = await fetch(request);
    // A request that was under way when the session ended keeps nothing.
    if (response.ok && owner !== 'anonymous' && clearedAt < started) {
      const cache = await caches.open(DATA_CACHE);
      const body = await response.clone().blob();
      const headers = new Headers(response.headers);
      headers.set('x-cached-for', owner);
      headers.set('x-cached-at', new Date().toISOString());
      await cache.put(key, new Response(body, { status: 200, headers }));
      if (url.pathname === '/api9/jobs/search') await trim(DATA_CACHE, '/api9/jobs/search', KEEP_SEARCHES);
    }
    if (servedOffline) {
      servedOffline = false;
      await tell(clientId, 'online');
    }
    return response;
  } catch (error) {
    servedOffline = true;
    await tell(clientId, 'offline');
    const cached = await caches.match(key, { cacheName: DATA_CACHE });
    if (cached && cached.headers.get('x-cached-for') === owner) {
      const headers = new Headers(cached.headers);
      headers.set('x-served-from-cache', '1');
      return new Response(await cached.blob(), { status: 200, headers });
    }
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(staticFirst(request));
  } else if (request.mode === 'navigate') {
    event.respondWith(pageNetworkFirst(event, request, url));
  } else if (DATA_PATHS.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(dataNetworkFirst(request, url, event.clientId));
  }
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'clear-private') {
    clearedAt = Date.now();
    event.waitUntil(Promise.all([caches.delete(DATA_CACHE), caches.delete(PAGES_CACHE)]));
  }
});

self.addEventListener('push', (event) => {
  let notice = { title: 'Chairside', body: '', url: '/app/dashboard' };
  try {
    notice = { ...notice, ...event.data.json() };
  } catch {
    // A notice without a readable body still shows the default.
  }
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notice.url },
      tag: notice.tag || notice.kind,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/app/dashboard', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const open = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of open) {
        if ('focus' in client) {
          await client.navigate(target.href).catch(() => undefined);
          return client.focus();
        }
      }
      return clients.openWindow(target.href);
    })(),
  );
});
