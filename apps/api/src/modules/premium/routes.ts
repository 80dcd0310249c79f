import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { ResumeViewSchema, SalaryFiguresSchema } from '@chairside/domain/premium';
import type { AppContext } from '../../platform/context';
import { requireOwner, requireStaff } from '../../platform/auth';
import { getSalaryFigures } from './get-salary-figures';
import { getResumeViews } from './list-resume-views';

const tags = ['premium'];
const PREMIUM_ONLY =
  'Premium members only: without premium 402 {errors:[{code:PAYMENT,field:product}],reason:"premiumRequired"} naming the product PREMIUM. ' +
  'The job seeker only: anonymous 401, not a job seeker 403, another job seeker 404.';
const AccountParamsSchema = z.strictObject({ id: UsernameSchema });

/** Premium benefits the job seeker reads (ADR 53). */
export function premiumBenefitRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/staff/:id/resume-views', {
      schema: {
        tags,
        summary: 'Practices that opened my full resume, and when',
        description: `One row per practice and day (the last opening's time), newest first, at most 200. ${PREMIUM_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: z.array(ResumeViewSchema) },
      },
      preValidation: [requireStaff, requireOwner],
      handler: async (request) => getResumeViews(ctx, request.params.id),
    });

    app.get('/users/staff/:id/salary-figures', {
      schema: {
        tags,
        summary: 'What postings for my position near my ZIP pay (cents; median and quartiles)',
        description:
          'Published postings of the last year within 50 miles of the account ZIP, of the account position; hourly and yearly pay, a range as its midpoint; ' +
          `a unit with fewer than minimumPostings (5) postings is left out. ${PREMIUM_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: SalaryFiguresSchema },
      },
      preValidation: [requireStaff, requireOwner],
      handler: async (request) => getSalaryFigures(ctx, request.params.id),
    });
  };
}
