// The queries of the hiring pipeline (ADR 118): a practice's stages and templates, and its applicants
// of one posting with their stage. Ownership is in every query (the employer's id).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { messageTemplates, pipelineStages } from '@chairside/db/schema';
import {
  DEFAULT_TEMPLATES,
  effectiveStages,
  isPipelineMeaning,
  TEMPLATE_KINDS,
  TEMPLATE_LABELS,
  type MessageTemplate,
  type PipelineStage,
  type TemplateKind,
} from '@chairside/domain/hiring-pipeline';

type Executor = Pick<Database, 'select' | 'execute'>;

/** The practice's stages in board order (the fixed ones, renamed where it renamed them, and its own). */
export async function loadStages(db: Executor, employerId: number): Promise<PipelineStage[]> {
  const rows = await db.select().from(pipelineStages).where(eq(pipelineStages.employerId, employerId));
  return effectiveStages(
    rows.flatMap((row) => (isPipelineMeaning(row.meaning) ? [{ key: row.key, label: row.label, meaning: row.meaning, position: row.position }] : [])),
  );
}

/** Replaces the practice's saved stages (in the caller's transaction). */
export async function replaceStages(tx: Database, employerId: number, stages: PipelineStage[]): Promise<void> {
  await tx.delete(pipelineStages).where(eq(pipelineStages.employerId, employerId));
  if (stages.length > 0) await tx.insert(pipelineStages).values(stages.map((stage) => ({ employerId, ...stage })));
}

/** The practice's templates: its own text of each kind, or the default. */
export async function loadTemplates(db: Executor, employerId: number): Promise<MessageTemplate[]> {
  const rows = await db.select().from(messageTemplates).where(eq(messageTemplates.employerId, employerId));
  const own = new Map(rows.map((row) => [row.kind, row.body]));
  return TEMPLATE_KINDS.map((kind) => {
    const body = own.get(kind);
    return { kind, label: TEMPLATE_LABELS[kind], body: body ?? DEFAULT_TEMPLATES[kind], isDefault: body === undefined };
  });
}

export async function saveTemplate(db: Database, employerId: number, kind: TemplateKind, body: string, now: Date): Promise<void> {
  await db
    .insert(messageTemplates)
    .values({ employerId, kind, body, updatedAt: now })
    .onConflictDoUpdate({ target: [messageTemplates.employerId, messageTemplates.kind], set: { body, updatedAt: now } });
}

export async function resetTemplate(db: Database, employerId: number, kind: TemplateKind): Promise<void> {
  await db.delete(messageTemplates).where(and(eq(messageTemplates.employerId, employerId), eq(messageTemplates.kind, kind)));
}

export type PipelineApplicantRow = {
  applicationId: number;
  userId: number;
  username: string;
  name: string;
  email: string;
  stage: string;
  notSelectedAt: Date | null;
  appliedAt: Date;
  stageMovedAt: Date | null;
  stageMovedBy: string | null;
};

type ApplicantRaw = {
  application_id: string | number;
  user_id: string | number;
  username: string;
  name: string;
  email: string;
  stage: string;
  not_selected_at: string | Date | null;
  created_at: string | Date;
  stage_moved_at: string | Date | null;
  stage_moved_by: string | null;
};

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * The applicants of the employer's posting (all, or those usernames), oldest first; `lock` takes
 * their rows for update (a move or a decline), so two moves of one applicant queue up.
 */
export async function pipelineApplicants(db: Executor, employerId: number, jobId: number, usernames?: string[], lock = false): Promise<PipelineApplicantRow[]> {
  const only = usernames
    ? sql`and s.username in (${sql.join(
        usernames.map((name) => sql`${name}`),
        sql`, `,
      )})`
    : sql``;
  return pipelineApplicantsWhere(db, employerId, jobId, only, lock);
}

/** The applicants of the employer's posting that `only` (an `and …` condition on a, s) keeps, oldest first; `lock` as above. */
export async function pipelineApplicantsWhere(db: Executor, employerId: number, jobId: number, only: SQL, lock = false): Promise<PipelineApplicantRow[]> {
  const result = await db.execute<ApplicantRaw>(sql`
    select a.id as application_id, a.user_id, s.username, s.name, s.email, a.pipeline_stage as stage, a.not_selected_at,
      a.created_at, a.stage_moved_at, a.stage_moved_by
    from applications a join jobs j on j.id = a.job_id join users s on s.id = a.user_id
    where a.job_id = ${jobId} and j.employer_id = ${employerId} ${only}
    order by a.created_at, a.id
    ${lock ? sql`for update of a` : sql``}`);
  return result.rows.map((row) => ({
    applicationId: Number(row.application_id),
    userId: Number(row.user_id),
    username: row.username,
    name: row.name,
    email: row.email,
    stage: row.stage,
    notSelectedAt: row.not_selected_at === null ? null : toDate(row.not_selected_at),
    appliedAt: toDate(row.created_at),
    stageMovedAt: row.stage_moved_at === null ? null : toDate(row.stage_moved_at),
    stageMovedBy: row.stage_moved_by,
  }));
}

/** Moves applications to a stage, stamping when and by whom. */
export async function setStage(tx: Database, applicationIds: number[], stage: string, by: string, now: Date): Promise<void> {
  if (applicationIds.length === 0) return;
  await tx.execute(sql`
    update applications set pipeline_stage = ${stage}, stage_moved_at = ${now.toISOString()}::timestamptz, stage_moved_by = ${by}
    where id in (${sql.join(
      applicationIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/** Marks a decline told (the not-selected notice, ADR 112) and answered; false when it was told before. */
export async function markDeclined(tx: Database, applicationId: number, message: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await tx.execute(sql`
    update applications set not_selected_at = ${at}::timestamptz, not_selected_message = ${message}, answered_at = coalesce(answered_at, ${at}::timestamptz)
    where id = ${applicationId} and not_selected_at is null returning id`);
  return result.rows.length > 0;
}

/** Stamps the practice's first answer (a message from the board). */
export async function markAnswered(tx: Database, applicationIds: number[], now: Date): Promise<void> {
  if (applicationIds.length === 0) return;
  await tx.execute(sql`
    update applications set answered_at = ${now.toISOString()}::timestamptz
    where answered_at is null and id in (${sql.join(
      applicationIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/** The practice's name as the variables read it. */
export async function practiceName(db: Executor, employerId: number): Promise<string> {
  const result = await db.execute<{ practice_name: string | null }>(sql`select practice_name from employers where user_id = ${employerId}`);
  return result.rows[0]?.practice_name ?? 'The practice';
}

// ---- pages of a posting's applicants (ADR 130) ----

/** The stage values a stage of the board stands for: "new" also holds stages since removed. */
export type StageValues = string[];

const inValues = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** How many applicants of the posting hold each stage value, and the newest application's id. */
export async function stageCounts(db: Executor, employerId: number, jobId: number): Promise<{ counts: Map<string, number>; newestId: number | null }> {
  const result = await db.execute<{ stage: string; n: number; newest: string | number }>(sql`
    select a.pipeline_stage as stage, count(*)::int as n, max(a.id) as newest
    from applications a join jobs j on j.id = a.job_id
    where a.job_id = ${jobId} and j.employer_id = ${employerId}
    group by a.pipeline_stage`);
  const counts = new Map(result.rows.map((row) => [row.stage, Number(row.n)]));
  const newest = result.rows.reduce<number | null>((most, row) => Math.max(most ?? 0, Number(row.newest)), null);
  return { counts, newestId: newest };
}

export type PageKey = { id: number; appliedAt: string };

/**
 * One page of the posting's applications, newest first (when they applied, then the id, so the
 * order is total and stable): after a keyset position, in some stage values, none newer than
 * `throughId`. `limit` + 1 rows tell whether there is more. Each with its exact applied instant.
 */
export async function pageKeys(
  db: Executor,
  employerId: number,
  jobId: number,
  options: { limit: number; after?: { appliedAt: string; applicationId: number }; stageValues?: StageValues; throughId?: number },
): Promise<PageKey[]> {
  const { after, stageValues, throughId } = options;
  const result = await db.execute<{ id: string | number; applied_at: string }>(sql`
    select a.id, to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as applied_at
    from applications a join jobs j on j.id = a.job_id
    where a.job_id = ${jobId} and j.employer_id = ${employerId}
      ${stageValues ? sql`and a.pipeline_stage in (${inValues(stageValues)})` : sql``}
      ${after ? sql`and (a.created_at, a.id) < (${after.appliedAt}::timestamptz, ${after.applicationId}::bigint)` : sql``}
      ${throughId === undefined ? sql`` : sql`and a.id <= ${throughId}`}
    order by a.created_at desc, a.id desc
    limit ${options.limit}`);
  return result.rows.map((row) => ({ id: Number(row.id), appliedAt: row.applied_at }));
}

/** The posting's applicants with these application ids (the board's pages), newest first. */
export async function pipelineApplicantsByIds(db: Executor, employerId: number, jobId: number, ids: number[]): Promise<PipelineApplicantRow[]> {
  if (ids.length === 0) return [];
  const rows = await pipelineApplicantsWhere(db, employerId, jobId, sql`and a.id in (${inValues(ids)})`);
  const order = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => order.get(a.applicationId)! - order.get(b.applicationId)!);
}

/** Every applicant of the posting in some stage values (all without), none newer than `throughId`, their rows taken for update ("select all", ADR 130). */
export async function matchingApplicants(
  tx: Executor,
  employerId: number,
  jobId: number,
  stageValues: StageValues | undefined,
  throughId: number,
): Promise<PipelineApplicantRow[]> {
  const stage = stageValues ? sql`and a.pipeline_stage in (${inValues(stageValues)})` : sql``;
  return pipelineApplicantsWhere(tx, employerId, jobId, sql`${stage} and a.id <= ${throughId}`, true);
}
