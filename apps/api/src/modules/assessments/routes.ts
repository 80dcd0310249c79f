import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { CandidateAssessmentsSchema } from '@chairside/domain/assessments/candidate-view';
import {
  AssessmentAnswerSchema,
  AssessmentSummarySchema,
  ProgressInputSchema,
  STAFF_ASSESSMENT_KINDS,
  type StaffAssessmentKind,
} from '@chairside/domain/assessments/catalog';
import { EmployerSkillsInputSchema } from '@chairside/domain/assessments/skills';
import type { AppContext } from '../../platform/context';
import { currentAuth, requireEmployer, requireOwner, requireStaff, requireUser } from '../../platform/auth';
import { NoContentSchema } from '../../platform/api-document';
import { deleteStaffAssessment } from './delete-staff-assessment';
import { deleteEmployerCultureAssessment, getEmployerCulture, saveEmployerCultureAssessment } from './employer-culture';
import { clearEmployerTechnologies, employerSkillsOf, setEmployerTechnologies } from './employer-technologies';
import { getCandidateAssessments } from './get-candidate-assessments';
import { getStaffAssessment } from './get-staff-assessment';
import { INSTRUMENTS } from './instruments';
import { QUESTION_LISTS, allSkills, staffSkillCategories, staffSkills, technologyCategories, valuesList } from './list-calls';
import { listStaffAssessments } from './list-staff-assessments';
import { saveAssessmentProgress } from './save-assessment-progress';
import { saveStaffAssessment } from './save-staff-assessment';

const tags = ['assessments'];
const STAFF_ONLY = 'The job seeker only: anonymous 401, not a job seeker 403, another job seeker 404.';
const EMPLOYER_ONLY = 'The practice only: anonymous 401, not an employer 403, another practice 404.';
const CHECKED =
  'Answers are checked against the current version of the bank: an unknown question, a missing answer or an answer that is not one of the question’s options is 400 naming the field (assessmentResponses.3.answer); version (optional) other than the current one is 409 version. The result keeps the version it was scored with; saved progress is cleared.';

const AccountParamsSchema = z.strictObject({ id: UsernameSchema });
// The job seeker's calls name the person `username`, as the resume's own calls under /users/staff do.
const StaffParamsSchema = z.strictObject({ username: UsernameSchema });
// Not `username`: the owner guard reads that name first.
const CandidateParamsSchema = z.strictObject({ id: UsernameSchema, candidate: UsernameSchema });

const PAYLOADS: Record<StaffAssessmentKind, string> = {
  disc: '{assessmentResponses: [{questionId, answer}]} for all 24 items (answer: the option id of the statement most like the person).',
  emotions: '{assessmentResponses: [{questionId, answer}]} for all 20 items (answer 1-5).',
  satisfaction: '{assessmentResponses: [{questionId, answer}]} for all 10 items (answer 1-5).',
  culture: '{multipleChoiceAnswers: [{questionId, answer}] (12), preferenceAnswers: [{questionId, answer}] (8)}.',
  values: '{values: [valueId, ...]}: 5 to 10 ids from lists/values, most important first, each once.',
  skills: '{skills: [{skill, score}]}: skills and technology from lists/skills, score 1-5, each once; resume skills of the same name take the score.',
  alignment: '{personalVisionAnswer, teamExpectationsAnswer}: text, 1-2000 characters each.',
};

const questionList = z.object({
  version: z.number().int(),
  questions: z.array(
    z.object({ id: z.string(), text: z.string(), group: z.string().optional(), options: z.array(z.object({ id: z.string(), label: z.string() })) }),
  ),
  groups: z.array(z.object({ id: z.string(), label: z.string(), strength: z.string(), tips: z.array(z.string()) })).optional(),
});
const itemList = z.object({ version: z.number().int().optional(), items: z.array(z.unknown()) });

export function assessmentsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    for (const [name, list] of Object.entries(QUESTION_LISTS)) {
      app.get(`/lists/${name}`, {
        schema: {
          tags,
          summary: `Questions: ${name}`,
          description: 'Public. {version, questions: [{id, text, options: [{id, label}]}]}.',
          response: { 200: questionList },
        },
        handler: async () => list,
      });
    }
    const itemLists: Record<string, { summary: string; answer: () => { version?: number; items: unknown[] } }> = {
      values: { summary: 'The core values to choose from', answer: valuesList },
      'skill-cats': { summary: 'Skill categories of the job seekers’ skills assessment', answer: staffSkillCategories },
      skills: { summary: 'Every skill and technology a job seeker may rate, with its category', answer: allSkills },
      'skills-staff': { summary: 'The job seekers’ skills (without technology), with category', answer: staffSkills },
      'skill-cats-employer': { summary: 'Technology categories of the practice list', answer: technologyCategories },
    };
    for (const [name, list] of Object.entries(itemLists)) {
      app.get(`/lists/${name}`, {
        schema: { tags, summary: list.summary, description: 'Public. {items: [...]}.', response: { 200: itemList } },
        handler: async () => list.answer(),
      });
    }
    app.get('/lists/skills-employer', {
      schema: {
        tags,
        summary: 'The technology list as the practice’s skill entries',
        description:
          'Public. {items: [{skill, category, score}]}: for a signed-in practice score 1 when the skill is in its technologies, otherwise 0; 0 for everyone else.',
        response: { 200: itemList },
      },
      handler: async (request) => ({
        items: request.auth?.role === 'employer' ? await employerSkillsOf(ctx, request.auth.username) : await employerSkillsOf(ctx, ''),
      }),
    });

    app.get('/users/staff/:username/assessments', {
      schema: {
        tags,
        summary: 'Every assessment of the job seeker with its state',
        description: `status NOT_STARTED, IN_PROGRESS (progress saved) or DONE, with completedDate and progressDate. ${STAFF_ONLY}`,
        params: StaffParamsSchema,
        response: { 200: z.array(AssessmentSummarySchema) },
      },
      preValidation: [requireStaff, requireOwner],
      handler: async (request) => listStaffAssessments(ctx, request.params.username),
    });

    for (const kind of STAFF_ASSESSMENT_KINDS) {
      const path = `/users/staff/:username/${kind}`;
      app.get(path, {
        schema: {
          tags,
          summary: `The job seeker’s ${kind} result`,
          description:
            `{kind, status, version, scoredVersion, completedDate, progressDate, answers, progress, result}${kind === 'disc' ? ' and the four scores D, I, S, C' : ''}. ` +
            `The job seeker sees everything; a practice that may read the person’s resume sees the result only${kind === 'satisfaction' ? ' (not this one: owner only)' : ''}; anyone else 404; anonymous 401.`,
          params: StaffParamsSchema,
          response: { 200: AssessmentAnswerSchema },
        },
        preValidation: requireUser,
        handler: async (request) => getStaffAssessment(ctx, request.params.username, kind, currentAuth(request)),
      });
      app.put(path, {
        schema: {
          tags,
          summary: `Submit the ${kind} assessment`,
          description: `${PAYLOADS[kind]} ${CHECKED} ${STAFF_ONLY}`,
          params: StaffParamsSchema,
          body: INSTRUMENTS[kind].schema,
          response: { 200: AssessmentAnswerSchema },
        },
        preValidation: [requireStaff, requireOwner],
        handler: async (request) => saveStaffAssessment(ctx, request.params.username, kind, request.body as { version?: number }),
      });
      app.put(`${path}/progress`, {
        schema: {
          tags,
          summary: `Save progress on the ${kind} assessment`,
          description: `The fields of the submit call, each optional and incomplete answers allowed; questions and options are checked (400 naming the field). Replaces the previous save; the result stays. ${STAFF_ONLY}`,
          params: StaffParamsSchema,
          body: ProgressInputSchema,
          response: { 200: AssessmentAnswerSchema },
        },
        preValidation: [requireStaff, requireOwner],
        handler: async (request) => saveAssessmentProgress(ctx, request.params.username, kind, request.body),
      });
      app.delete(path, {
        schema: {
          tags,
          summary: `Remove the ${kind} result and saved progress`,
          description: `204. ${STAFF_ONLY}`,
          params: StaffParamsSchema,
          response: { 204: NoContentSchema },
        },
        preValidation: [requireStaff, requireOwner],
        handler: async (request, reply) => {
          await deleteStaffAssessment(ctx, request.params.username, kind);
          return reply.status(204).send(null);
        },
      });
    }

    const employerOwner = [requireEmployer, requireOwner];
    app.get('/users/employers/:id/culture-employer', {
      schema: {
        tags,
        summary: 'The practice’s culture assessment',
        description: EMPLOYER_ONLY,
        params: AccountParamsSchema,
        response: { 200: AssessmentAnswerSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => getEmployerCulture(ctx, request.params.id),
    });
    app.put('/users/employers/:id/culture-employer', {
      schema: {
        tags,
        summary: 'Submit the practice’s culture assessment',
        description: `{questionIdAnswers: [{questionId, answer}]} for the 12 questions of lists/employer-culture-multiple-choice-questions. ${CHECKED} ${EMPLOYER_ONLY}`,
        params: AccountParamsSchema,
        body: INSTRUMENTS['culture-employer'].schema,
        response: { 200: AssessmentAnswerSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => saveEmployerCultureAssessment(ctx, request.params.id, request.body as { version?: number }),
    });
    app.put('/users/employers/:id/culture-employer/progress', {
      schema: {
        tags,
        summary: 'Save progress on the practice’s culture assessment',
        description: `{questionIdAnswers} so far. ${EMPLOYER_ONLY}`,
        params: AccountParamsSchema,
        body: ProgressInputSchema,
        response: { 200: AssessmentAnswerSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => saveAssessmentProgress(ctx, request.params.id, 'culture-employer', request.body),
    });
    app.delete('/users/employers/:id/culture-employer', {
      schema: {
        tags,
        summary: 'Remove the practice’s culture assessment',
        description: `204. ${EMPLOYER_ONLY}`,
        params: AccountParamsSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: employerOwner,
      handler: async (request, reply) => {
        await deleteEmployerCultureAssessment(ctx, request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.put('/users/employers/:id/profile/assessment', {
      schema: {
        tags,
        summary: 'Set the practice’s technologies from its skills assessment',
        description: `{skills: [{skill, score}]}: skills of the technology list, score 1 (used) or 0; the technologies become the skills scored 1. Answers {skills} for the whole list. ${EMPLOYER_ONLY}`,
        params: AccountParamsSchema,
        body: z.strictObject({ skills: EmployerSkillsInputSchema }),
        response: { 200: z.object({ skills: z.array(z.object({ skill: z.string(), category: z.string(), score: z.number() })) }) },
      },
      preValidation: employerOwner,
      handler: async (request) => setEmployerTechnologies(ctx, request.params.id, request.body.skills),
    });
    app.delete('/users/employers/:id/profile/assessment', {
      schema: {
        tags,
        summary: 'Clear the practice’s technologies',
        description: `204. ${EMPLOYER_ONLY}`,
        params: AccountParamsSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: employerOwner,
      handler: async (request, reply) => {
        await clearEmployerTechnologies(ctx, request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.get('/users/employers/:id/candidates/:candidate/assessments', {
      schema: {
        tags,
        summary: 'A candidate’s assessment results and culture fit with the practice',
        description: `Only when the practice may read the candidate’s resume (public, or the candidate applied to or was invited by the practice); otherwise 404 candidate. Satisfaction is never shown. fit is null until both culture assessments are done. ${EMPLOYER_ONLY}`,
        params: CandidateParamsSchema,
        response: { 200: CandidateAssessmentsSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => getCandidateAssessments(ctx, currentAuth(request), request.params.candidate),
    });
  };
}
