import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOWNLOADS, DOWNLOAD_KEYS, type DownloadKey } from '@chairside/domain/marketing-forms';
import {
  ContactMessageRequestSchema,
  FormTicketSchema,
  LeadFormRequestSchema,
  MarketingFormAnswerSchema,
  NewsletterStatusSchema,
  NewsletterSubscribeRequestSchema,
  NewsletterTokenRequestSchema,
  SalarySurveySchema,
} from '@chairside/domain/marketing-forms-schemas';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { enforceLimit } from '../../platform/request-limits';
import { documentBlocks } from './download-documents';
import { FORM_LIMITS, issueFormTicket } from './form-guard';
import { confirmNewsletter, subscribeToNewsletter, unsubscribeNewsletter } from './newsletter';
import { renderPdf } from '../../platform/pdf-writer';
import { SIGNED_LINK_ERRORS } from '../../platform/api-document';
import { salarySurveyReader } from './salary-survey';
import { sendContactMessage } from './send-contact-message';
import { submitLead } from './submit-lead';

const tags = ['marketing forms'];
const BOT_CHECKS =
  'Bot checks instead of a captcha: formTicket (from GET forms/ticket, at least 3 seconds old) is required; the hidden honeypot field `website` must be empty ' +
  '(filled: the same answer, nothing kept or sent). Per client address and per email limits: 429 with Retry-After.';

const senderOf = (request: FastifyRequest) => ({ ip: request.ip, username: request.auth?.username });
const TokenParamsSchema = z.strictObject({ token: z.string().min(1).max(2_000) });
const DownloadDetailsSchema = z.object({ title: z.string(), fileName: z.string() });

export function marketingFormsRoutes(ctx: AppContext) {
  const forms = ctx.marketingForms;
  const salarySurvey = salarySurveyReader(ctx);

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    // The one-click unsubscribe of mail clients (RFC 8058) posts a form body: List-Unsubscribe=One-Click.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1_024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.get('/forms/ticket', {
      schema: {
        tags,
        summary: 'A ticket for a public form',
        description:
          'Fetched with the page of a public form (lead, contact us; the footer newsletter once it is in view); sent back as formTicket, which is taken once it is at least 3 seconds old (the page waits the rest before sending). Per-address limit.',
        response: { 200: FormTicketSchema },
      },
      handler: async (request) => {
        await enforceLimit(ctx, FORM_LIMITS.ticketsPerAddress, request.ip);
        return { formTicket: issueFormTicket(ctx) };
      },
    });

    app.put('/users/public/lead', {
      schema: {
        tags,
        summary: 'Submit the lead form',
        description:
          "The spec's lead form. formName (default lead-form) chooses the marketing form; name and leadEmail are required; role staff needs position, " +
          'role other needs roleOther. The fields list (email first) and pageUri go to the marketing-form service; the lead is emailed a confirmation, ' +
          `with the download link for a toolkit. 200 {message: 'Thank you, please check your email!'}. ${BOT_CHECKS}`,
        body: LeadFormRequestSchema,
        response: { 200: MarketingFormAnswerSchema },
        errors: SIGNED_LINK_ERRORS,
      },
      handler: async (request) => submitLead(ctx, forms, request.body, senderOf(request)),
    });

    app.post('/contactus', {
      schema: {
        tags,
        summary: 'Send a message to the team',
        description: `Kept with the sender's account when signed in, and emailed to the team. 201. ${BOT_CHECKS}`,
        body: ContactMessageRequestSchema,
        response: { 201: MarketingFormAnswerSchema },
        errors: SIGNED_LINK_ERRORS,
      },
      handler: async (request, reply) => reply.status(201).send(await sendContactMessage(ctx, request.body, senderOf(request))),
    });

    app.post('/newsletter/subscriptions', {
      schema: {
        tags,
        summary: 'Subscribe to the newsletter (double opt-in)',
        description: `Emails a confirmation link (/newsletter/confirm/{token}, 7 days); the address is on the list once it is opened. 202. ${BOT_CHECKS}`,
        body: NewsletterSubscribeRequestSchema,
        response: { 202: MarketingFormAnswerSchema },
        errors: SIGNED_LINK_ERRORS,
      },
      handler: async (request, reply) => reply.status(202).send(await subscribeToNewsletter(ctx, request.body, senderOf(request))),
    });

    app.post('/newsletter/confirm', {
      schema: {
        tags,
        summary: 'Confirm a newsletter subscription',
        description: 'The token of the emailed link. PENDING becomes CONFIRMED (a welcome email with a one-click unsubscribe); again: the same answer.',
        body: NewsletterTokenRequestSchema,
        response: { 200: NewsletterStatusSchema },
        errors: SIGNED_LINK_ERRORS,
      },
      handler: async (request) => confirmNewsletter(ctx, forms, request.body.token),
    });

    app.post('/newsletter/unsubscribe', {
      schema: {
        tags,
        summary: 'Unsubscribe from the newsletter (the page)',
        description: "The token of a newsletter email's unsubscribe link; again: no change.",
        body: NewsletterTokenRequestSchema,
        response: { 200: NewsletterStatusSchema },
        errors: SIGNED_LINK_ERRORS,
      },
      handler: async (request) => unsubscribeNewsletter(ctx, request.body.token),
    });

    app.post('/newsletter/unsubscribe/:token', {
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058)',
        description: 'The address in List-Unsubscribe: a mail client posts List-Unsubscribe=One-Click (form body). 200.',
        params: TokenParamsSchema,
        response: { 200: NewsletterStatusSchema },
        errors: SIGNED_LINK_ERRORS,
      },
      handler: async (request) => unsubscribeNewsletter(ctx, request.params.token),
    });

    app.get('/salary-survey', {
      schema: {
        tags,
        summary: 'The salary survey figures',
        description:
          'From every published posting with hourly or yearly pay: per position and unit, the states with at least 5 postings (median and quartiles in cents).',
        response: { 200: SalarySurveySchema },
      },
      handler: async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return salarySurvey();
      },
    });

    /** The download a signed link names, or an AppError (400/403 a bad link, 410 expired, 404 no such download). */
    const downloadOf = (token: string): DownloadKey => {
      const link = ctx.signedLinks.verify(token, 'download');
      const key = String(link.subject.asset);
      if (!DOWNLOAD_KEYS.includes(key as DownloadKey)) throw new AppError('NOT_FOUND', 'This download was not found.', { field: 'token' });
      return key as DownloadKey;
    };

    app.get('/downloads/:token/details', {
      schema: {
        tags,
        summary: 'What an emailed download link gives',
        description: 'For the download page the lead-form email links to (/downloads/{token}): the title and file name. Bad link 400/403, expired 410.',
        params: TokenParamsSchema,
        response: { 200: DownloadDetailsSchema },
        errors: SIGNED_LINK_ERRORS,
      },
      handler: async (request) => {
        const { title, fileName } = DOWNLOADS[downloadOf(request.params.token)];
        return { title, fileName };
      },
    });

    app.get('/downloads/:token', {
      schema: {
        tags,
        summary: 'A download from an emailed link',
        description: 'The signed link of a lead-form email (30 days): the PDF file.',
        params: TokenParamsSchema,
        produces: ['application/pdf'],
        errors: SIGNED_LINK_ERRORS,
      },
      handler: async (request, reply) => {
        const download = downloadOf(request.params.token);
        const survey = download === 'salary-survey-2025' ? await salarySurvey() : null;
        const pdf = await renderPdf(DOWNLOADS[download].title, documentBlocks(download, survey));
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${DOWNLOADS[download].fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    });
  };
}
