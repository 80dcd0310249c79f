// The hiring pipeline's routes (ADR 118): a posting's board, one applicant's move, bulk actions,
// the practice's stages and message templates. The practice only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BulkActionAnswerSchema,
  BulkActionInputSchema,
  MessageTemplatesSchema,
  MoveStageInputSchema,
  PipelineBoardSchema,
  PIPELINE_PAGE_MAX,
  PIPELINE_PAGE_SIZE,
  PIPELINE_SELECT_ALL_MAX,
  PipelinePageQuerySchema,
  PipelinePageSchema,
  PipelineStagesInputSchema,
  PipelineStagesSchema,
  TEMPLATE_KINDS,
  TemplateInputSchema,
} from '@chairside/domain/hiring-pipeline';
import { UsernameSchema } from '@chairside/domain/accounts';
import type { AppContext } from '../../platform/context';
import { AccountParamsSchema, ApplicantParamsSchema, EMPLOYER_ONLY, employerOwner, OwnJobParamsSchema } from '../applications/public-api';
import { bulkAction, getBoard, getPage, getStages, getTemplates, moveOne, putTemplate, saveStages } from './pipeline-use-cases';

const tags = ['hiring'];
const TemplateParamsSchema = z.strictObject({
  id: UsernameSchema,
  kind: z.enum(TEMPLATE_KINDS, { error: `kind is one of ${TEMPLATE_KINDS.join(', ')}.` }),
});

export function hiringPipelineRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/employers/:id/pipeline/:jobId', {
      schema: {
        tags,
        summary: "A posting's applicants board",
        description:
          `The practice's stages in order, counts (applicants per stage), total, and the newest ${PIPELINE_PAGE_SIZE} applicants of each stage with its stage ` +
          `(key and meaning), when it moved and by whom; next per stage: the after value of its next page (.../applicants?stage=), null when no more. ${EMPLOYER_ONLY}`,
        params: OwnJobParamsSchema,
        response: { 200: PipelineBoardSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => getBoard(ctx, request.params.id, request.params.jobId),
    });

    app.get('/users/employers/:id/pipeline/:jobId/applicants', {
      schema: {
        tags,
        summary: "A page of a posting's applicants",
        description:
          `Newest first (when they applied, then the application id), ${PIPELINE_PAGE_SIZE} a page unless limit (1-${PIPELINE_PAGE_MAX}) says; ` +
          'after: the next value of the page before; stage: one stage only (the board\'s "show more"). total counts every applicant that matches, ' +
          'newestId is the newest application (what bulk matching.throughId acts through). Applicants who apply meanwhile come first, so the ' +
          `pages after never repeat or skip anyone. Unknown stage or a bad after: 400 naming the field. ${EMPLOYER_ONLY}`,
        params: OwnJobParamsSchema,
        querystring: PipelinePageQuerySchema,
        response: { 200: PipelinePageSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => getPage(ctx, request.params.id, request.params.jobId, request.query),
    });

    app.put('/users/employers/:id/applications/:jobId/:applicant/stage', {
      schema: {
        tags,
        summary: 'Move an applicant to a stage',
        description:
          '{stage: a stage key of the practice}. A stage meaning "not selected" declines: the applicant is told once, with the practice’s decline template. ' +
          `Webhooks hear application.stage_changed. Unknown stage: 400 (field stage). ${EMPLOYER_ONLY}`,
        params: ApplicantParamsSchema,
        body: MoveStageInputSchema,
        response: { 200: PipelineBoardSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => moveOne(ctx, request.params.id, request.params.jobId, request.params.applicant, request.body.stage),
    });

    app.post('/users/employers/:id/pipeline/:jobId/bulk', {
      schema: {
        tags,
        summary: 'Move, message or decline many applicants at once',
        description:
          '{action: move | message | decline, applicants: [username] or matching: {stage?, throughId}, stage?, template?: decline | interview_invitation | thank_you, body?, interviewTime?}. ' +
          `matching acts on every applicant of the posting (in that stage) whose application id is throughId or lower (the page's newestId), at most ${PIPELINE_SELECT_ALL_MAX}. ` +
          'All or nothing in one transaction; each person gets one email and app notice; a decline reaches each person once (alreadyDeclined counts those told before). ' +
          `Unknown stage, empty body, unknown {variable}: 400 naming the field; an applicant of another posting: 404 (field applicants). ${EMPLOYER_ONLY}`,
        params: OwnJobParamsSchema,
        body: BulkActionInputSchema,
        response: { 200: BulkActionAnswerSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => bulkAction(ctx, request.params.id, request.params.jobId, request.body),
    });

    app.get('/users/employers/:id/pipeline-stages', {
      schema: {
        tags,
        summary: "The practice's pipeline stages",
        description: EMPLOYER_ONLY,
        params: AccountParamsSchema,
        response: { 200: PipelineStagesSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => getStages(ctx, request.params.id),
    });

    app.put('/users/employers/:id/pipeline-stages', {
      schema: {
        tags,
        summary: "Rename the practice's stages or add its own",
        description: `{stages: [{key?, label, meaning}]} in order: every fixed stage once, in order; its own stages between "new" and "not selected", each counting as a fixed meaning. ${EMPLOYER_ONLY}`,
        params: AccountParamsSchema,
        body: PipelineStagesInputSchema,
        response: { 200: PipelineStagesSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => saveStages(ctx, request.params.id, request.body),
    });

    app.get('/users/employers/:id/message-templates', {
      schema: {
        tags,
        summary: "The practice's message templates",
        description: EMPLOYER_ONLY,
        params: AccountParamsSchema,
        response: { 200: MessageTemplatesSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => getTemplates(ctx, request.params.id),
    });

    app.put('/users/employers/:id/message-templates/:kind', {
      schema: {
        tags,
        summary: 'Edit a message template',
        description: `{body} with variables {name}, {posting}, {practice}, {interview_time}. Empty or an unknown variable: 400 (field body). ${EMPLOYER_ONLY}`,
        params: TemplateParamsSchema,
        body: TemplateInputSchema,
        response: { 200: MessageTemplatesSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => putTemplate(ctx, request.params.id, request.params.kind, request.body.body),
    });

    app.delete('/users/employers/:id/message-templates/:kind', {
      schema: {
        tags,
        summary: 'Back to the default template',
        description: EMPLOYER_ONLY,
        params: TemplateParamsSchema,
        response: { 200: MessageTemplatesSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => putTemplate(ctx, request.params.id, request.params.kind, null),
    });
  };
}
