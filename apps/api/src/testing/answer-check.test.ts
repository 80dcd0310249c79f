import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiDocumentOptions, NoContentSchema } from '../platform/api-document';
import { installErrorHandling } from '../platform/error-handler';
import { AppError } from '../platform/errors';
import { AnswerCheck, documentPathOf, takeMismatches } from './answer-check';

// The check the API tests rely on (ADR 99), on a small API of its own: it must see each kind of
// mismatch, and let every answer that fits pass.

let app: FastifyInstance;

beforeAll(async () => {
  takeMismatches();
  const check = new AnswerCheck('/api9');
  app = Fastify();
  check.install(app);
  await app.register(
    async (api) => {
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);
      installErrorHandling(api);
      await api.register(swagger, apiDocumentOptions(api.prefix));
      await api.register(swaggerUi, { routePrefix: '/docs' });
      const typed = api.withTypeProvider<ZodTypeProvider>();
      const Thing = z.object({ name: z.string(), kind: z.enum(['A', 'B']).nullable() });
      typed.get('/things/:id', {
        schema: { tags: ['things'], summary: 'A thing', params: z.object({ id: z.string() }), response: { 200: Thing } },
        handler: async (request, typedReply) => {
          const { id } = request.params;
          // Answers the typed reply would refuse: the check must catch them.
          const reply = typedReply as unknown as FastifyReply;
          if (id === 'missing') throw new AppError('NOT_FOUND', 'That thing was not found.');
          if (id === 'taken') throw new AppError('CONFLICT', 'Taken.');
          if (id === 'broken') throw new Error('boom');
          // Sent as text, past the serializer, as a route that builds its own JSON would.
          if (id === 'odd') return reply.type('application/json').send(JSON.stringify({ name: 7, kind: 'C' }));
          if (id === 'text') return reply.type('text/plain').send('hello');
          if (id === 'created') return reply.status(201).send({ name: 'x', kind: null });
          return { name: id, kind: null };
        },
      });
      typed.delete('/things/:id', {
        schema: { tags: ['things'], summary: 'Remove a thing', params: z.object({ id: z.string() }), response: { 204: NoContentSchema } },
        handler: async (_request, reply) => reply.status(204).send(null),
      });
      typed.get('/plain', { schema: { tags: ['things'], summary: 'No schema' } }, async () => ({ ok: true }));
    },
    { prefix: '/api9' },
  );
  await app.ready();
  await check.load(app, 'the small API of this test');
});

afterAll(async () => {
  await app.close();
  takeMismatches();
});

async function mismatchesOf(method: 'GET' | 'DELETE', url: string): Promise<string[]> {
  takeMismatches();
  await app.inject({ method, url });
  return takeMismatches();
}

describe('the answer check', () => {
  it('lets answers that fit the document pass: a body, a nullable enum, a documented error, no content, a 5xx', async () => {
    expect(await mismatchesOf('GET', '/api9/things/one')).toEqual([]);
    expect(await mismatchesOf('GET', '/api9/things/missing')).toEqual([]);
    expect(await mismatchesOf('DELETE', '/api9/things/one')).toEqual([]);
    expect(await mismatchesOf('GET', '/api9/things/broken')).toEqual([]);
    expect(await mismatchesOf('GET', '/api9/no-such-call')).toEqual([]);
    expect(await mismatchesOf('GET', '/elsewhere')).toEqual([]);
  });

  it('names a body that does not fit its schema', async () => {
    const [mismatch, ...more] = await mismatchesOf('GET', '/api9/things/odd');
    expect(more).toEqual([]);
    expect(mismatch).toContain('GET /api9/things/odd → 200: the body does not fit');
    expect(mismatch).toContain('/name must be string');
    expect(mismatch).toContain('/kind must be equal to one of the allowed values');
  });

  it('names a status the operation does not list, and another media type', async () => {
    expect(await mismatchesOf('GET', '/api9/things/taken')).toEqual([
      expect.stringContaining('GET /api9/things/taken → 409: the document lists no 409 for GET /api9/things/{id}'),
    ]);
    expect(await mismatchesOf('GET', '/api9/things/created')).toEqual([expect.stringContaining('the document lists no 201')]);
    expect(await mismatchesOf('GET', '/api9/things/text')).toEqual([expect.stringContaining('answers text/plain, the document gives application/json')]);
    expect(await mismatchesOf('GET', '/api9/plain')).toEqual([expect.stringContaining('the document gives no content for 200')]);
  });

  it('maps a route to its path in the document', () => {
    expect(documentPathOf('/api9/users/staff/:username/skills/:id')).toBe('/api9/users/staff/{username}/skills/{id}');
    expect(documentPathOf('/api9/calendar-feeds/:token.ics')).toBe('/api9/calendar-feeds/{token}.ics');
    expect(documentPathOf('/api9/files/*')).toBe('/api9/files/{path}');
  });
});
