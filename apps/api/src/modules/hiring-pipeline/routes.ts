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
  PipelineStagesInputSchema,
  PipelineStagesSchema,
  TEMPLATE_KINDS,
  TemplateInputSchema,
} from '@chairside/domain/hiring-pipeline';
import { UsernameSchema } from '@chairside/domain/accounts';
import type { AppContext } from '../../platform/context';
import { AccountParamsSchema, ApplicantParamsSchema, EMPLOYER_ONLY, employerOwner, OwnJobParamsSchema } from '../applications/public-api';
import { bulkAction, getBoard, getStages, getTemplates, moveOne, putTemplate, saveStages } from './pipeline-use-cases';

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
        description: `The practice's stages in order and each applicant with its stage (key and meaning), when it moved and by whom. ${EMPLOYER_ONLY}`,
        params: OwnJobParamsSchema,
        response: { 200: PipelineBoardSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => getBoard(ctx, request.params.id, request.params.jobId),
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
          '{action: move | message | decline, applicants: [username], stage?, template?: decline | interview_invitation | thank_you, body?, interviewTime?}. ' +
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
