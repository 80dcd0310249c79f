import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { API_PREFIX } from '@chairside/api/app';
import { tileOrigin } from '@chairside/domain/office-map';
import { API_DOCS_POLICY, PERMISSIONS_POLICY, RESOURCE_POLICY, STRICT_TRANSPORT_SECURITY, pagePolicy, requestNonce } from './content-security-policy';

/** mapTileUrl: the office maps' tile server address template (MAP_TILE_URL), admitted as an image source. */
export type SecurityHeadersOptions = { publicUrl: string; mapTileUrl?: string };

const API_DOCS_PATH = `${API_PREFIX}/docs`;

const isHtml = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('text/html');
const pathOf = (url: string) => url.split('?', 1)[0];

/**
 * Headers every answer carries (registered without encapsulation, so it reaches every route): the
 * Content-Security-Policy (a page's carries the nonce its scripts were rendered with), the
 * Permissions-Policy, and Strict-Transport-Security when the site is served over https.
 */
export const securityHeaders = fastifyPlugin(async (app: FastifyInstance, { publicUrl, mapTileUrl }: SecurityHeadersOptions) => {
  const https = new URL(publicUrl).protocol === 'https:';
  const pageOptions = { https, tileOrigin: mapTileUrl ? tileOrigin(mapTileUrl) : null };
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (https) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    // A route that states a policy of its own (uploaded files: also sandboxed) keeps it.
    if (reply.hasHeader('content-security-policy')) return;
    if (!isHtml(reply.getHeader('content-type'))) {
      reply.header('content-security-policy', RESOURCE_POLICY);
    } else if (pathOf(request.url) === API_DOCS_PATH || pathOf(request.url).startsWith(`${API_DOCS_PATH}/`)) {
      reply.header('content-security-policy', API_DOCS_POLICY);
    } else {
      reply.header('content-security-policy', pagePolicy(requestNonce(request), pageOptions));
    }
  });
});
