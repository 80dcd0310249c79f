import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_TEMPLATE_NAME_PATTERN,
  EmailTemplatePreviewSchema,
  EmailTemplateSummarySchema,
  type EmailTemplatePreview,
  type EmailTemplateSummary,
} from '@chairside/domain/email-templates';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { EMAIL_TEMPLATES, findEmailTemplate } from './email-template-registry';

const tags = ['admin'];
const ADMIN = 'Administrators only (anonymous 401, other roles 403).';
const NAME_PROBLEM = 'name is the name of an email template, in lower case with hyphens (password-reset).';

/** The email templates in the admin area (registered inside the admin scope, under /admin): the list and one rendered with its sample data. */
export function emailTemplatesAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const base = ctx.config.PUBLIC_URL;

    app.get('/email-templates', {
      schema: {
        tags,
        summary: 'Every email the product sends, one template each',
        description: `Each with its name, who gets it and when, and the subject of its sample. ${ADMIN}`,
        response: { 200: z.array(EmailTemplateSummarySchema) },
      },
      handler: async (): Promise<EmailTemplateSummary[]> =>
        EMAIL_TEMPLATES.map((template) => ({ name: template.name, description: template.description, subject: template.preview(base).subject })),
    });

    app.get('/email-templates/:name', {
      schema: {
        tags,
        summary: 'One email template rendered with its sample data',
        description: `The subject, the HTML part and the text part, as the email would be sent (links to this site). An unknown name 404. ${ADMIN}`,
        params: z.strictObject({ name: z.string({ error: NAME_PROBLEM }).max(80, NAME_PROBLEM).regex(EMAIL_TEMPLATE_NAME_PATTERN, NAME_PROBLEM) }),
        response: { 200: EmailTemplatePreviewSchema },
      },
      handler: async (request): Promise<EmailTemplatePreview> => {
        const template = findEmailTemplate(request.params.name);
        if (!template) throw new AppError('NOT_FOUND', 'No email template has this name.', { field: 'name' });
        return { name: template.name, description: template.description, ...template.preview(base) };
      },
    });
  };
}
