// The use cases of the hiring pipeline (ADR 118): the board of a posting, a practice's stages and
// templates, one applicant's move and the bulk actions. Every one is the practice's own: the
// posting is looked up with its employer id (another practice's posting or applicant: 404).
import { randomUUID } from 'node:crypto';
import {
  decodePageCursor,
  encodePageCursor,
  fixedPosition,
  PIPELINE_PAGE_SIZE,
  PIPELINE_SELECT_ALL_MAX,
  type PipelinePage,
  type PipelinePageQuery,
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
import { findApplicantsByIds, requireEmployerAccount, requireOwnJob, withScores } from '../applications/public-api';
import { declineApplicants, messageApplicants, messageText, moveApplicants, stageOf, type PipelineScope } from './pipeline-actions';
import {
  loadStages,
  loadTemplates,
  matchingApplicants,
  pageKeys,
  pipelineApplicants,
  pipelineApplicantsByIds,
  replaceStages,
  resetTemplate,
  saveTemplate,
  stageCounts,
  type PageKey,
  type PipelineApplicantRow,
} from './pipeline-repository';

async function scopeOf(ctx: AppContext, username: string, jobId: number): Promise<PipelineScope> {
  const employer = await requireEmployerAccount(ctx, username);
  const job = await requireOwnJob(ctx, employer.id, jobId);
  return { employerId: employer.id, job, stages: await loadStages(ctx.db, employer.id), by: username };
}

/** The stored stage values each stage of the board stands for: its key, and for "new" also stages since removed. */
function stageValuesOf(stages: PipelineStage[], stored: Iterable<string>): Map<string, string[]> {
  const values = new Map(stages.map((stage) => [stage.key, [stage.key]]));
  for (const value of stored) if (!values.has(value)) values.get('new')?.push(value);
  return values;
}

const toCard = (byKey: Map<string, PipelineStage>) => (row: PipelineApplicantRow) => {
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
  } as const;
};

const cursorAfter = (keys: PageKey[], limit: number) => {
  const last = keys[limit - 1];
  return keys.length > limit && last ? encodePageCursor(last.appliedAt, last.id) : null;
};

/**
 * The board of a posting (ADR 130): the practice's stages, how many applicants each holds, and the
 * first page of each (newest first) with where "show more" goes on. A stage since removed reads as "new".
 */
export async function getBoard(ctx: AppContext, username: string, jobId: number): Promise<PipelineBoard> {
  const scope = await scopeOf(ctx, username, jobId);
  const { counts } = await stageCounts(ctx.db, scope.employerId, jobId);
  const values = stageValuesOf(scope.stages, counts.keys());
  const size = PIPELINE_PAGE_SIZE;
  const countOf = (key: string) => (values.get(key) ?? []).reduce((sum, value) => sum + (counts.get(value) ?? 0), 0);
  const pages = await Promise.all(
    scope.stages.map((stage) =>
      countOf(stage.key) === 0 ? [] : pageKeys(ctx.db, scope.employerId, jobId, { limit: size + 1, stageValues: values.get(stage.key) }),
    ),
  );
  const rows = await pipelineApplicantsByIds(
    ctx.db,
    scope.employerId,
    jobId,
    pages.flatMap((keys) => keys.slice(0, size).map((key) => key.id)),
  );
  const byKey = new Map(scope.stages.map((stage) => [stage.key, stage]));
  return {
    stages: scope.stages,
    applicants: rows.map(toCard(byKey)),
    counts: Object.fromEntries(scope.stages.map((stage) => [stage.key, countOf(stage.key)])),
    next: Object.fromEntries(scope.stages.map((stage, index) => [stage.key, cursorAfter(pages[index] ?? [], size)])),
    total: [...counts.values()].reduce((sum, n) => sum + n, 0),
  };
}

/**
 * One page of the posting's applicants (ADR 130), newest first, after the cursor of the page before,
 * in one stage when asked: the list view and the board's "show more". `total` counts all that match,
 * `newestId` is what "select all" acts through.
 */
export async function getPage(ctx: AppContext, username: string, jobId: number, query: PipelinePageQuery): Promise<PipelinePage> {
  const scope = await scopeOf(ctx, username, jobId);
  const stage = query.stage === undefined ? undefined : stageOf(scope.stages, query.stage);
  const { counts, newestId } = await stageCounts(ctx.db, scope.employerId, jobId);
  const stageValues = stage ? stageValuesOf(scope.stages, counts.keys()).get(stage.key) : undefined;
  const after = query.after === undefined ? undefined : (decodePageCursor(query.after) ?? undefined);
  const keys = await pageKeys(ctx.db, scope.employerId, jobId, { limit: query.limit + 1, after, stageValues });
  const ids = keys.slice(0, query.limit).map((key) => key.id);
  const [rich, staged] = await Promise.all([
    findApplicantsByIds(ctx.db, scope.employerId, ids).then((rows) => withScores(ctx, rows)),
    pipelineApplicantsByIds(ctx.db, scope.employerId, jobId, ids),
  ]);
  const byId = new Map(rich.map((row) => [row.applicationId, row]));
  const card = toCard(new Map(scope.stages.map((entry) => [entry.key, entry])));
  return {
    applicants: staged.flatMap((row) => {
      const found = byId.get(row.applicationId);
      if (!found) return [];
      const { stage: key, meaning, stageMovedAt, stageMovedBy } = card(row);
      return [{ ...found, stage: key, meaning, stageMovedAt, stageMovedBy }];
    }),
    total: (stageValues ?? [...counts.keys()]).reduce((sum, value) => sum + (counts.get(value) ?? 0), 0),
    newestId,
    next: cursorAfter(keys, query.limit),
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
  if ((input.applicants === undefined) === (input.matching === undefined))
    throw new AppError('VALIDATION', 'applicants: choose applicants, or every one that matches (matching), not both.', { field: 'applicants' });
  const names = [...new Set(input.applicants ?? [])];
  const stage = input.action === 'move' ? stageOf(scope.stages, input.stage) : stageOf(scope.stages, 'not_selected');
  const matching = input.matching;
  const within = matching?.stage === undefined ? undefined : stageOf(scope.stages, matching.stage, 'matching.stage');
  const result = await ctx.db.transaction(async (tx) => {
    let rows: PipelineApplicantRow[];
    if (matching) {
      const stageValues = within ? stageValuesOf(scope.stages, (await stageCounts(tx, scope.employerId, jobId)).counts.keys()).get(within.key) : undefined;
      rows = await matchingApplicants(tx, scope.employerId, jobId, stageValues, matching.throughId);
      if (rows.length > PIPELINE_SELECT_ALL_MAX)
        throw new AppError('VALIDATION', `matching: at most ${PIPELINE_SELECT_ALL_MAX} applicants at once; choose one stage.`, { field: 'matching' });
    } else {
      rows = await pipelineApplicants(tx, scope.employerId, jobId, names, true);
      if (rows.length !== names.length) {
        const found = new Set(rows.map((row) => row.username));
        throw new AppError('NOT_FOUND', `applicants: ${names.find((name) => !found.has(name))} is not an applicant of this posting.`, { field: 'applicants' });
      }
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
