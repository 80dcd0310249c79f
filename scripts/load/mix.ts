// What the load asks, and how often: visitors searching and opening postings (the server-rendered
// pages and the API), job seekers reading and editing their resume and applying, practices
// posting and publishing jobs and reviewing applicants. Each request is drawn by weight.
import { METRO_ZIPS } from '@chairside/db/demo-places';
import type { Planned } from './open-loop';
import { appliedKey, type Population, type Practice, type Seeker } from './population';

/** Share of requests per kind, in percent (they add up to 100). */
export const MIX: [kind: string, weight: number][] = [
  ['visitor: search page', 12],
  ['visitor: job page', 15],
  ['visitor: home page', 3],
  ['visitor: search API', 25],
  ['visitor: job API', 10],
  ['visitor: job view', 5],
  ['seeker: search', 6],
  ['seeker: own resume', 4],
  ['seeker: edit intro', 5],
  ['seeker: apply', 3],
  ['seeker: applications', 2],
  ['practice: postings', 2],
  ['practice: applicants', 3],
  ['practice: one applicant', 2],
  ['practice: opinion', 1],
  ['practice: new draft', 1],
  ['practice: publish', 1],
];
export const KINDS = MIX.map(([kind]) => kind);

const POSITIONS = ['DH', 'DH', 'DA', 'DA', 'FO', 'DD', 'ANY'];
const RADII = [10, 20, 30, 50, 50, 100, 200];
const KEYWORDS = ['hygienist', 'part time', 'orthodontic', 'pediatric', 'dentrix', 'front desk'];
/** Where visitors search from: each of the 40 largest metros' first ZIP code, by the metro's weight. */
const ORIGINS = METRO_ZIPS.flatMap((metro) => Array.from({ length: Math.max(1, Math.round(metro.weight)) }, () => metro.zips[0]));

/** A small seeded generator (mulberry32), so two runs ask the same things. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Sessions = Map<string, string>;

export function createMix(population: Population, sessions: Sessions, random: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  const practiceById = new Map(population.practices.map((practice) => [practice.id, practice]));
  const applicants = population.seekers.filter((seeker) => seeker.canApply);
  const drafts: { jobId: number; practice: Practice }[] = [];
  let draftsMade = 0;
  const auth = (username: string) => sessions.get(username);

  const searchQuery = () => {
    const query = new URLSearchParams({ position: pick(POSITIONS), zip: pick(ORIGINS), radius: String(pick(RADII)) });
    if (random() < 0.2) query.set('keyword', pick(KEYWORDS));
    return query;
  };

  const apply = (seeker: Seeker): Planned | null => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const job = pick(population.jobs);
      const practice = practiceById.get(job.employerId);
      if (!practice || population.applied.has(appliedKey(job.id, seeker.id))) continue;
      population.applied.add(appliedKey(job.id, seeker.id));
      return {
        kind: 'seeker: apply',
        method: 'POST',
        path: `/api9/users/staff/${seeker.username}/applications`,
        body: { jobId: job.id, message: 'I would love to join your team: five years in a busy family practice, and I know Dentrix well.' },
        authorization: auth(seeker.username),
        then: (status) => {
          if (status === 201) population.applications.push({ jobId: job.id, employer: practice.username, applicant: seeker.username });
        },
      };
    }
    return null;
  };

  const newDraft = (practice: Practice): Planned => ({
    kind: 'practice: new draft',
    method: 'POST',
    path: `/api9/users/employers/${practice.username}/jobs`,
    body: {
      officeId: practice.officeId,
      position: 'DH',
      name: `Registered Dental Hygienist ${++draftsMade}`,
      description: '<p>Join our friendly team: four-day weeks, paid CE and modern operatories.</p>',
      type: 'PERM',
      payCode: 'HOUR_RANGE',
      salaryMin: 4000,
      salaryMax: 5200,
    },
    authorization: auth(practice.username),
    then: (status, body) => {
      if (status === 201 && body && typeof body === 'object' && 'id' in body) drafts.push({ jobId: Number(body.id), practice });
    },
  });

  function build(kind: string): Planned | null {
    switch (kind) {
      case 'visitor: search page': {
        const query = searchQuery();
        const position = query.get('position')!;
        const page = new URLSearchParams({ radius: query.get('radius')! });
        if (query.get('keyword')) page.set('keyword', query.get('keyword')!);
        return { kind, method: 'GET', path: `/dental-jobs/search/${position}/${query.get('zip')}?${page}` };
      }
      case 'visitor: job page': {
        const job = pick(population.jobs);
        return { kind, method: 'GET', path: `/dental-jobs/job/${job.id}/${encodeURIComponent(job.slug)}/` };
      }
      case 'visitor: home page':
        return { kind, method: 'GET', path: '/' };
      case 'visitor: search API':
        return { kind, method: 'GET', path: `/api9/jobs/search?${searchQuery()}` };
      case 'visitor: job API':
        return { kind, method: 'GET', path: `/api9/jobs/${pick(population.jobs).id}` };
      case 'visitor: job view':
        return { kind, method: 'PUT', path: `/api9/jobs/${pick(population.jobs).id}/view` };
      case 'seeker: search': {
        const seeker = pick(population.seekers);
        return { kind, method: 'GET', path: `/api9/users/${seeker.username}/jobs?radius=${pick(RADII)}`, authorization: auth(seeker.username) };
      }
      case 'seeker: own resume': {
        const seeker = pick(population.seekers);
        return { kind, method: 'GET', path: '/api9/users/staff/current', authorization: auth(seeker.username) };
      }
      case 'seeker: edit intro': {
        const seeker = pick(population.seekers);
        const intro = `Registered dental hygienist with ${1 + Math.floor(random() * 20)} years in family and pediatric practices; calm with anxious patients.`;
        return { kind, method: 'PUT', path: `/api9/users/staff/${seeker.username}/profile/intro`, body: { intro }, authorization: auth(seeker.username) };
      }
      case 'seeker: apply':
        return apply(pick(applicants));
      case 'seeker: applications': {
        const seeker = pick(population.seekers);
        return { kind, method: 'GET', path: `/api9/users/staff/${seeker.username}/applications`, authorization: auth(seeker.username) };
      }
      case 'practice: postings': {
        const practice = pick(population.practices);
        return { kind, method: 'GET', path: `/api9/users/employers/${practice.username}/jobs`, authorization: auth(practice.username) };
      }
      case 'practice: applicants': {
        const application = pick(population.applications);
        return {
          kind,
          method: 'GET',
          path: `/api9/users/employers/${application.employer}/applications/${application.jobId}`,
          authorization: auth(application.employer),
        };
      }
      case 'practice: one applicant': {
        const application = pick(population.applications);
        return {
          kind,
          method: 'GET',
          path: `/api9/users/employers/${application.employer}/applications/${application.jobId}/${application.applicant}`,
          authorization: auth(application.employer),
        };
      }
      case 'practice: opinion': {
        const application = pick(population.applications);
        return {
          kind,
          method: 'PUT',
          path: `/api9/users/employers/${application.employer}/applications/${application.jobId}/${application.applicant}/opinion`,
          body: { opinion: pick(['LIKE', 'DISLIKE', null]) },
          authorization: auth(application.employer),
        };
      }
      case 'practice: new draft':
        return newDraft(pick(population.practices));
      case 'practice: publish': {
        const draft = drafts.shift();
        if (!draft) return newDraft(pick(population.practices));
        return {
          kind,
          method: 'PUT',
          path: `/api9/jobs/${draft.jobId}/publish`,
          authorization: auth(draft.practice.username),
          then: (status, body) => {
            const slug = body && typeof body === 'object' && 'slug' in body ? String(body.slug) : null;
            if (status === 200 && slug) population.jobs.push({ id: draft.jobId, employerId: draft.practice.id, slug });
          },
        };
      }
      default:
        throw new Error(`Unknown kind ${kind}`);
    }
  }

  /** The next request: a kind drawn by weight (a kind that cannot be made now gives way to a job page). */
  const next = (): Planned => {
    let draw = random() * total;
    for (const [kind, weight] of MIX) {
      draw -= weight;
      if (draw < 0) return build(kind) ?? build('visitor: job page')!;
    }
    return build('visitor: job page')!;
  };
  return { next, build };
}
