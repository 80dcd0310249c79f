// Moving applicants between stages, messaging and declining them (ADR 118): one transaction per
// action, the emails and app notices queued in it (nothing half-sent), a decline told once per
// application (the key not-selected:{id} it shares with the fill/close notice of ADR 112), and
// every move heard by the practice's webhooks (application.stage_changed).
import type { Database } from '@chairside/db/client';
import { fillTemplate, type PipelineStage, type TemplateKind } from '@chairside/domain/hiring-pipeline';
import { appLink } from '../../platform/app-link';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { emitWebhookEvent } from '../integrations/public-api';
import type { JobSummary } from '../jobs/public-api';
import { queuePushNotice } from '../push/public-api';
import { practiceMessageEmail } from './pipeline-emails';
import { loadTemplates, markAnswered, markDeclined, practiceName, setStage, type PipelineApplicantRow } from './pipeline-repository';

/** What the action acts with: the practice, its posting, its stages and who acts. */
export type PipelineScope = { employerId: number; job: JobSummary; stages: PipelineStage[]; by: string };

/** The stage a key names among the practice's; 400 naming the field for any other. */
export function stageOf(stages: PipelineStage[], key: string | undefined, field = 'stage'): PipelineStage {
  const stage = stages.find((candidate) => candidate.key === key);
  if (!stage) throw new AppError('VALIDATION', `${field} is not one of your stages (${stages.map((s) => s.key).join(', ')}).`, { field });
  return stage;
}

/** The text a message or decline sends: the body written, or the practice's template of the kind. */
export async function messageText(
  tx: Database,
  employerId: number,
  template: TemplateKind | undefined,
  body: string | undefined,
  fallback: TemplateKind,
): Promise<string> {
  if (body !== undefined) return body;
  const templates = await loadTemplates(tx, employerId);
  const kind = template ?? fallback;
  return templates.find((candidate) => candidate.kind === kind)?.body ?? '';
}

type Filled = { from: string; jobTitle: string; interviewTime?: string };

async function variables(tx: Database, scope: PipelineScope, interviewTime?: string): Promise<Filled> {
  const from = scope.job.isConfidential ? 'The practice' : await practiceName(tx, scope.employerId);
  return { from, jobTitle: scope.job.name ?? 'a job', interviewTime };
}

async function queueMessage(
  ctx: AppContext,
  tx: Database,
  row: PipelineApplicantRow,
  filled: Filled,
  text: string,
  isDecline: boolean,
  key: string,
): Promise<void> {
  const message = fillTemplate(text, { name: row.name, posting: filled.jobTitle, practice: filled.from, interview_time: filled.interviewTime });
  await ctx.mailer.send(
    {
      to: row.email,
      ...practiceMessageEmail.render({
        seekerName: row.name,
        from: filled.from,
        jobTitle: filled.jobTitle,
        message,
        isDecline,
        applicationsUrl: appLink(ctx, '/app/job-application/all'),
      }),
    },
    { tx, key },
  );
  await queuePushNotice(
    ctx,
    row.userId,
    'applicationUpdates',
    { title: isDecline ? `Not selected: ${filled.jobTitle}` : `Message from ${filled.from}`, body: message.slice(0, 180), url: '/app/job-application/all' },
    { tx, key },
  );
}

/**
 * Declines the applicants (their stage already set by the caller): each not told before is told
 * once, with the decline text. Answers how many were told and how many had been told before.
 */
export async function declineApplicants(
  ctx: AppContext,
  tx: Database,
  scope: PipelineScope,
  rows: PipelineApplicantRow[],
  text: string,
): Promise<{ told: number; before: number }> {
  const now = ctx.clock.now();
  const filled = await variables(tx, scope);
  let told = 0;
  for (const row of rows) {
    const message = fillTemplate(text, { name: row.name, posting: filled.jobTitle, practice: filled.from });
    if (!(await markDeclined(tx, row.applicationId, message, now))) continue;
    await queueMessage(ctx, tx, row, filled, text, true, `not-selected:${row.applicationId}`);
    told++;
  }
  return { told, before: rows.length - told };
}

/** Moves the applicants to the stage; a move to a stage meaning "not selected" declines them (with the decline text). */
export async function moveApplicants(
  ctx: AppContext,
  tx: Database,
  scope: PipelineScope,
  rows: PipelineApplicantRow[],
  stage: PipelineStage,
  declineText: string | null,
): Promise<{ told: number; before: number }> {
  const moving = rows.filter((row) => row.stage !== stage.key);
  await setStage(
    tx,
    moving.map((row) => row.applicationId),
    stage.key,
    scope.by,
    ctx.clock.now(),
  );
  for (const row of moving) {
    await emitWebhookEvent(ctx, tx, scope.employerId, 'application.stage_changed', {
      applicationId: row.applicationId,
      jobId: scope.job.id,
      applicant: row.username,
      stage: stage.key,
      stageLabel: stage.label,
      meaning: stage.meaning,
      previousStage: row.stage,
    });
  }
  if (stage.meaning !== 'not_selected' || declineText === null) return { told: 0, before: 0 };
  return declineApplicants(ctx, tx, scope, rows, declineText);
}

/** Sends a message to each applicant (one email and app notice each, keyed by the action so a retry sends nothing twice). */
export async function messageApplicants(
  ctx: AppContext,
  tx: Database,
  scope: PipelineScope,
  rows: PipelineApplicantRow[],
  text: string,
  actionKey: string,
  interviewTime?: string,
): Promise<number> {
  const filled = await variables(tx, scope, interviewTime);
  for (const row of rows) await queueMessage(ctx, tx, row, filled, text, false, `pipeline-message:${actionKey}:${row.applicationId}`);
  await markAnswered(
    tx,
    rows.map((row) => row.applicationId),
    ctx.clock.now(),
  );
  return rows.length;
}
