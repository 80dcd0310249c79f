import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import { API_PREFIX } from '@chairside/api/app';

/** Pages and other answers outside the API smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * API answers smaller than this go as they are: they fit in a connection's first round trip
 * either way, and compressing them would cost more server time than it saves (ADR 0019).
 */
export const API_COMPRESSION_THRESHOLD_BYTES = 16_384;
/** The kinds of answer that are compressed: pages, scripts, styles, API JSON, the sitemap, SVG. */
const COMPRESSIBLE = /^text\/|[/+](json|xml|javascript)(;|$)/;

const settings = (brotliQuality: number, gzipLevel: number): FastifyCompressOptions => ({
  encodings: ['br', 'gzip'],
  threshold: COMPRESSION_THRESHOLD_BYTES,
  customTypes: COMPRESSIBLE,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
  zlibOptions: { level: gzipLevel },
});

/** Pages: brotli quality 4 (0.5–1.5 ms for a 30 kB page, a small part of rendering it). */
const PAGES = settings(4, 6);
/** Large API answers (the OpenAPI document, long lists): the cheapest levels. */
const API = { ...settings(1, 1), threshold: API_COMPRESSION_THRESHOLD_BYTES };

/**
 * Compresses answers per request when the client accepts it (brotli, else gzip). Built assets are
 * compressed once at build time and served as they are (web-host.ts). Registered without
 * encapsulation, before the routes, so it reaches every route.
 */
export const responseCompression = fastifyPlugin(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(`${API_PREFIX}/`) && route.compress === undefined) route.compress = API;
  });
  // A cache in between must keep the plain and the compressed copy of an answer apart, so every
  // answer that could be compressed says it depends on Accept-Encoding, compressed or not.
  app.addHook('onSend', async (_request, reply) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return;
    const vary = reply.getHeader('vary');
    if (vary === undefined) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding|\*/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
  });
  // Request bodies are read as sent: the site's clients never compress them.
  await app.register(fastifyCompress, { ...PAGES, globalDecompression: false });
});
