import type { DirectoryLink, SalaryAnswer, SalaryQuery } from '@chairside/domain/job-directories';
import {
  ROLE_DIRECTORIES,
  SALARY_MIN_POSTINGS,
  ZONES_PATH,
  metroBySlug,
  regionFromSegment,
  roleBySlug,
  roleMetroPath,
  roleStatePath,
  salaryMetroPath,
  salaryStatePath,
  summarizePay,
} from '@chairside/domain/job-directory-rules';
import { REGIONS } from '@chairside/domain/resume-profile-rules';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { listPostedPay } from './job-directories-repository';

const notFound = (what: string, field: string) => new AppError('NOT_FOUND', `${what} was not found.`, { field });

/**
 * A salary page: what the live postings of a role in a state or metro area pay (median, range,
 * count). With fewer than SALARY_MIN_POSTINGS postings stating pay, `pay` is null: the page says
 * so and is kept out of search.
 */
export async function getSalary(ctx: AppContext, query: SalaryQuery): Promise<SalaryAnswer> {
  const role = roleBySlug(query.role);
  if (!role) throw notFound('This role', 'role');
  if ((query.state === undefined) === (query.metro === undefined)) throw notFound('This salary page', 'query');
  let where: string;
  let path: string;
  let jobsPath: string;
  let filter: Parameters<typeof listPostedPay>[1];
  let others: (slug: string) => string;
  if (query.state !== undefined) {
    const region = regionFromSegment(query.state);
    if (!region) throw notFound('This state or province', 'state');
    where = REGIONS[region.code];
    path = salaryStatePath(role.slug, region.code);
    jobsPath = roleStatePath(role.slug, region.code);
    filter = { position: role.position, states: [region.code] };
    others = (slug) => salaryStatePath(slug, region.code);
  } else {
    const metro = metroBySlug(query.metro ?? '');
    if (!metro) throw notFound('This metro area', 'metro');
    where = `the ${metro.shortName} Area`;
    path = salaryMetroPath(role.slug, metro.slug);
    jobsPath = roleMetroPath(role.slug, metro.slug);
    filter = { position: role.position, metro };
    others = (slug) => salaryMetroPath(slug, metro.slug);
  }
  const summary = summarizePay(await listPostedPay(ctx.readDb, filter, ctx.clock.now()));
  const breadcrumbs: DirectoryLink[] = [
    { name: 'Home', path: '/' },
    { name: 'Dental Jobs', path: ZONES_PATH },
    { name: `${role.label} Jobs in ${where}`, path: jobsPath },
    { name: 'Salary', path },
  ];
  return {
    heading: `${role.label} Salary in ${where}`,
    path,
    jobsPath,
    breadcrumbs,
    pay: summary?.isShown ? { unit: summary.unit, count: summary.count, median: summary.median, low: summary.low, high: summary.high } : null,
    minPostings: SALARY_MIN_POSTINGS,
    others: ROLE_DIRECTORIES.filter((other) => other.slug !== role.slug).map((other) => ({
      name: `${other.label} Salary in ${where}`,
      path: others(other.slug),
    })),
  };
}
