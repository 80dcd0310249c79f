import type { FastifyRequest } from 'fastify';
import { analyticsRole, type AnalyticsBatchSchema } from '@chairside/domain/analytics';
import { pageRoute } from '@chairside/domain/page-routes';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { insertAnalyticsEvents } from './analytics-repository';

type Batch = z.output<typeof AnalyticsBatchSchema>;

/** The browser asked not to be tracked: Global Privacy Control (Sec-GPC: 1) or Do Not Track (DNT: 1). */
export const optedOut = (request: FastifyRequest) => request.headers['sec-gpc'] === '1' || request.headers.dnt === '1';

/** The page as its route pattern (/applicant/:token), whatever was sent: never a token, username or id; none sent: ''. */
const pageOf = (page: string | undefined) => (page === undefined || page.trim() === '' ? '' : pageRoute(page));
const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * Keeps a batch of product events with the caller's role (from the session; none: anonymous),
 * the page's route pattern and the visit's UTM values. No address, no name, no account.
 */
export async function recordEvents(ctx: AppContext, role: string | null, batch: Batch): Promise<number> {
  const occurredAt = ctx.clock.now();
  const context = {
    occurredAt,
    role: role ? analyticsRole(role) : (batch.role ?? 'anonymous'),
    page: pageOf(batch.page),
    utmSource: blankToNull(batch.utm_source),
    utmMedium: blankToNull(batch.utm_medium),
    utmCampaign: blankToNull(batch.utm_campaign),
    utmContent: blankToNull(batch.utm_content),
  };
  await insertAnalyticsEvents(
    ctx.db,
    batch.events.map((event) => ({ ...context, name: event.name, params: event.params })),
  );
  return batch.events.length;
}
