import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import {
  AboutInputSchema,
  ContactInfoInputSchema,
  ContactInfoSchema,
  EmployerAccountSchema,
  EmployerDashboardSchema,
  EmployerProfileInputSchema,
  EmployerProfileSchema,
} from '@chairside/domain/employer-profile';
import { ProfileToggleSchema } from '@chairside/domain/resume-profile';
import type { AppContext } from '../../platform/context';
import { requireEmployer, requireOwner } from '../../platform/auth';
import { getDashboard } from './get-dashboard';
import { getEmployerAccount } from './get-employer-account';
import { getEmployerProfile } from './get-employer-profile';
import { setProfilePublic } from './set-profile-public';
import { updateAbout } from './update-about';
import { updateContactInfo } from './update-contact-info';
import { updateEmployerProfile } from './update-employer-profile';
import { jobScopeOf } from '../../platform/team-access';

const tags = ['employers'];
const OWNER_ONLY = 'Only the practice may call this: anonymous 401, not an employer 403, another practice 404.';
/** Role first (a job seeker: 403), then the path's username must be the caller's (404). */
const ownerOnly = [requireEmployer, requireOwner];
const EmployerParamsSchema = z.strictObject({ id: UsernameSchema });

export function employersRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/employers/:id', {
      schema: {
        tags,
        summary: 'The practice account: the person who signs in and the practice',
        description: `username, name, email, practiceName, phone, city, state, zip, isPublic, createdDate. ${OWNER_ONLY}`,
        params: EmployerParamsSchema,
        response: { 200: EmployerAccountSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => getEmployerAccount(ctx, request.params.id),
    });

    app.get('/users/employers/:id/profile', {
      schema: {
        tags,
        summary: 'The practice profile with its offices',
        description: 'A public profile: anyone, without signing in. A private one: only the practice; others get 404 as for an unknown name.',
        security: [{}, { bearer: [] }],
        params: EmployerParamsSchema,
        response: { 200: EmployerProfileSchema },
      },
      handler: async (request) => getEmployerProfile(ctx, request.params.id, request.auth),
    });

    app.put('/users/employers/:id/profile', {
      schema: {
        tags,
        summary: 'Replace practice name, about, employer type and technologies',
        description: `Every field is required; null clears about and empType. empType: a code of EMP_TYPES; technologies: names of the employer technology list (any case; 400 technologies.N otherwise). ${OWNER_ONLY}`,
        params: EmployerParamsSchema,
        body: EmployerProfileInputSchema,
        response: { 200: EmployerProfileSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => updateEmployerProfile(ctx, request.params.id, request.body),
    });

    app.put('/users/employers/:id/profile/about', {
      schema: {
        tags,
        summary: 'Replace the about text (null or blank clears it; at most 4000 characters)',
        description: OWNER_ONLY,
        params: EmployerParamsSchema,
        body: AboutInputSchema,
        response: { 200: z.object({ about: z.string().nullable() }) },
      },
      preValidation: ownerOnly,
      handler: async (request) => updateAbout(ctx, request.params.id, request.body.about),
    });

    app.put('/users/employers/:id/contact-info', {
      schema: {
        tags,
        summary: 'Replace the contact info candidates see',
        description: `{contactName, contactEmail, contactPhone, website}: every field; null or blank clears it. ${OWNER_ONLY}`,
        params: EmployerParamsSchema,
        body: ContactInfoInputSchema,
        response: { 200: ContactInfoSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => updateContactInfo(ctx, request.params.id, request.body),
    });

    app.put('/users/employers/:id/profile/public', {
      schema: {
        tags,
        summary: 'Make the practice profile public or private',
        description: OWNER_ONLY,
        params: EmployerParamsSchema,
        body: ProfileToggleSchema,
        response: { 200: z.object({ isPublic: z.boolean() }) },
      },
      preValidation: ownerOnly,
      handler: async (request) => setProfilePublic(ctx, request.params.id, request.body.state),
    });

    app.get('/users/employers/:id/dashboard', {
      schema: {
        tags,
        summary: 'The employer dashboard: postings, applicants, free slots, profile gaps',
        description: `newApplicants: applications to its postings it has not opened yet. ${OWNER_ONLY}`,
        params: EmployerParamsSchema,
        response: { 200: EmployerDashboardSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => getDashboard(ctx, request.params.id, jobScopeOf(request.auth?.member)),
    });
  };
}
