// The use cases of the hiring pipeline (ADR 118): the board of a posting, a practice's stages and
// templates, one applicant's move and the bulk actions. Every one is the practice's own: the
// posting is looked up with its employer id (another practice's posting or applicant: 404).
import { randomUUID } from 'node:crypto';
import {
  fixedPosition,
  isPipelineMeaning,
  PIPELINE_MEANINGS,
  type BulkActionInput,
  type PipelineBoard,
  type PipelineStage,
  type PipelineStagesInput,
  type TemplateKind,
} from '@chairside/domain/hiring-pipeline';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { requireEmployerAccount, requireOwnJob } from '../applications/public-api';
import { declineApplicants, messageApplicants, messageText, moveApplicants, stageOf, type PipelineScope } from './pipeline-actions';
import { loadStages, loadTemplates, pipelineApplicants, replaceStages, resetTemplate, saveTemplate } from './pipeline-repository';

async function scopeOf(ctx: AppContext, username: string, jobId: number): Promise<PipelineScope> {
  const employer = await requireEmployerAccount(ctx, username);
  const job = await requireOwnJob(ctx, employer.id, jobId);
  return { employerId: employer.id, job, stages: await loadStages(ctx.db, employer.id), by: username };
}

/** The board of a posting: the practice's stages and each applicant with its stage (a stage since removed reads as its meaning's). */
export async function getBoard(ctx: AppContext, username: string, jobId: number): Promise<PipelineBoard> {
  const scope = await scopeOf(ctx, username, jobId);
  const rows = await pipelineApplicants(ctx.db, scope.employerId, jobId);
  const byKey = new Map(scope.stages.map((stage) => [stage.key, stage]));
  return {
    stages: scope.stages,
    applicants: rows.map((row) => {
      const stage = byKey.get(row.stage) ?? byKey.get('new');
      return {
        applicationId: row.applicationId,
        username: row.username,
        name: row.name,
        stage: stage?.key ?? 'new',
        meaning: stage?.meaning ?? 'new',
        appliedAt: row.appliedAt.toISOString(),
        stageMovedAt: row.stageMovedAt?.toISOString() ?? null,
        stageMovedBy: row.stageMovedBy,
      };
    }),
  };
}

export async function getStages(ctx: AppContext, username: string): Promise<{ stages: PipelineStage[] }> {
  const employer = await requireEmployerAccount(ctx, username);
  return { stages: await loadStages(ctx.db, employer.id) };
}

/**
 * Saves the practice's pipeline: every fixed stage once and in the fixed order (field stages), its
 * own stages between "new" and "not selected". Own stages keep their key when given one; new ones
 * get custom-N. Their positions fall evenly between the fixed stages around them.
 */
export async function saveStages(ctx: AppContext, username: string, input: PipelineStagesInput): Promise<{ stages: PipelineStage[] }> {
  const employer = await requireEmployerAccount(ctx, username);
  const fixed = input.stages.filter((stage) => stage.key !== undefined && isPipelineMeaning(stage.key));
  const order = fixed.map((stage) => stage.key);
  if (order.join() !== PIPELINE_MEANINGS.join() || fixed.some((stage) => stage.meaning !== stage.key)) {
    throw new AppError('VALIDATION', `stages keeps every fixed stage once, in order (${PIPELINE_MEANINGS.join(', ')}), each with its own meaning.`, {
      field: 'stages',
    });
  }
  const first = input.stages[0];
  const last = input.stages[input.stages.length - 1];
  if (first?.key !== 'new' || last?.key !== 'not_selected') {
    throw new AppError('VALIDATION', 'stages: your own stages go between "new" and "not selected".', { field: 'stages' });
  }
  const existing = new Set((await loadStages(ctx.db, employer.id)).map((stage) => stage.key));
  let next = 1;
  const used = new Set(input.stages.map((stage) => stage.key).filter((key): key is string => key !== undefined));
  const saved: PipelineStage[] = [];
  let lastFixed = 0;
  let between: typeof input.stages = [];
  for (const stage of input.stages) {
    if (stage.key !== undefined && isPipelineMeaning(stage.key)) {
      const position = fixedPosition(stage.key);
      between.forEach((own, index) => {
        let key = own.key;
        if (key === undefined || isPipelineMeaning(key) || !existing.has(key)) {
          while (used.has(`custom-${next}`)) next++;
          key = `custom-${next}`;
          used.add(key);
        }
        saved.push({
          key,
          label: own.label,
          meaning: own.meaning,
          position: lastFixed + Math.round(((index + 1) * (position - lastFixed)) / (between.length + 1)),
        });
      });
      between = [];
      lastFixed = position;
      saved.push({ key: stage.key, label: stage.label, meaning: stage.key, position });
    } else between.push(stage);
  }
  await ctx.db.transaction((tx) => replaceStages(tx, employer.id, saved));
  return { stages: await loadStages(ctx.db, employer.id) };
}

export async function getTemplates(ctx: AppContext, username: string) {
  const employer = await requireEmployerAccount(ctx, username);
  return { templates: await loadTemplates(ctx.db, employer.id), variables: ['name', 'posting', 'practice', 'interview_time'] };
}

export async function putTemplate(ctx: AppContext, username: string, kind: TemplateKind, body: string | null) {
  const employer = await requireEmployerAccount(ctx, username);
  if (body === null) await resetTemplate(ctx.db, employer.id, kind);
  else await saveTemplate(ctx.db, employer.id, kind, body, ctx.clock.now());
  return getTemplates(ctx, username);
}

/** Moves one applicant; to a stage meaning "not selected" it declines them with the practice's decline template. */
export async function moveOne(ctx: AppContext, username: string, jobId: number, applicant: string, stageKey: string) {
  const scope = await scopeOf(ctx, username, jobId);
  const stage = stageOf(scope.stages, stageKey);
  await ctx.db.transaction(async (tx) => {
    const rows = await pipelineApplicants(tx, scope.employerId, jobId, [applicant], true);
    if (rows.length === 0) throw notFound('That applicant');
    const decline = stage.meaning === 'not_selected' ? await messageText(tx, scope.employerId, 'decline', undefined, 'decline') : null;
    await moveApplicants(ctx, tx, scope, rows, stage, decline);
  });
  return getBoard(ctx, username, jobId);
}

/** Many applicants at once, all or nothing: an unknown applicant among them is a 404 and nothing happens. */
export async function bulkAction(ctx: AppContext, username: string, jobId: number, input: BulkActionInput) {
  const scope = await scopeOf(ctx, username, jobId);
  const names = [...new Set(input.applicants)];
  const stage = input.action === 'move' ? stageOf(scope.stages, input.stage) : stageOf(scope.stages, 'not_selected');
  const result = await ctx.db.transaction(async (tx) => {
    const rows = await pipelineApplicants(tx, scope.employerId, jobId, names, true);
    if (rows.length !== names.length) {
      const found = new Set(rows.map((row) => row.username));
      throw new AppError('NOT_FOUND', `applicants: ${names.find((name) => !found.has(name))} is not an applicant of this posting.`, { field: 'applicants' });
    }
    if (input.action === 'message') {
      if (input.template === undefined && input.body === undefined)
        throw new AppError('VALIDATION', 'template or body is the message to send.', { field: 'body' });
      const text = await messageText(tx, scope.employerId, input.template, input.body, 'thank_you');
      return { done: await messageApplicants(ctx, tx, scope, rows, text, randomUUID(), input.interviewTime), alreadyDeclined: 0 };
    }
    const decline = stage.meaning === 'not_selected' ? await messageText(tx, scope.employerId, input.template, input.body, 'decline') : null;
    if (input.action === 'decline') {
      await moveApplicants(ctx, tx, scope, rows, stage, null);
      const told = await declineApplicants(ctx, tx, scope, rows, decline ?? '');
      return { done: told.told, alreadyDeclined: told.before };
    }
    const told = await moveApplicants(ctx, tx, scope, rows, stage, decline);
    return { done: rows.length, alreadyDeclined: told.before };
  });
  return result;
}
