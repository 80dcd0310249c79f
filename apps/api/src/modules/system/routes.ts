import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { databaseAnswers } from '@chairside/db/client';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';

export function systemRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/health', { schema: { tags: ['system'], summary: 'The process is up', response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
      status: 'ok',
    }));
    app.get(
      '/ready',
      {
        schema: {
          tags: ['system'],
          summary: 'The database answers',
          description: 'Otherwise 503 UNAVAILABLE.',
          response: { 200: z.object({ status: z.literal('ready') }) },
        },
      },
      async () => {
        if (!(await databaseAnswers(ctx.db))) throw new AppError('UNAVAILABLE', 'The database is not answering.');
        return { status: 'ready' };
      },
    );
  };
}
