import { describe, expect, it } from 'vitest';
import { DIRECTORY_ROUTES, pageOfUrl } from './directory-data';

const route = (path: string) => {
  const found = DIRECTORY_ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('directory routes', () => {
  it('has a page for each role link of the menus, with its state and metro pages', () => {
    for (const role of ['dentist', 'dental-hygienist', 'dental-assistant', 'dental-front-office', 'dental-lab-technician', 'dental-sales-rep']) {
      expect(route(`/dental-jobs/${role}`).api({}, 1)).toBe(`/job-directories/jobs?role=${role}`);
      expect(route(`/dental-jobs/${role}/:state`).api({ state: 'illinois' }, 2)).toBe(`/job-directories/jobs?role=${role}&state=illinois&page=2`);
      expect(route(`/dental-jobs/${role}/metro/:metro`).api({ metro: 'chicago' }, 1)).toBe(`/job-directories/jobs?role=${role}&metro=chicago`);
    }
  });

  it.each([
    ['/dental-jobs/state/:state/:city', { state: 'illinois', city: 'chicago' }, '/job-directories/jobs?state=illinois&city=chicago'],
    ['/dental-jobs/metro/:metro', { metro: 'new-york' }, '/job-directories/jobs?metro=new-york'],
    ['/dental-jobs/canada', {}, '/job-directories/jobs?country=CA'],
    ['/dental-salaries/:role/:state', { role: 'dentist', state: 'texas' }, '/job-directories/salaries?role=dentist&state=texas'],
    ['/dental-jobs/organizations/:username', { username: 'bright_smiles-1' }, '/job-directories/organizations/bright_smiles-1'],
  ])('%s asks the API %s', (path, params, api) => expect(route(path).api(params, 1)).toBe(api));

  it.each([
    ['/dental-jobs/state/:state', { state: '<script>' }],
    ['/dental-jobs/state/:state', { state: "' or 1=1" }],
    ['/dental-jobs/state/:state/:city', { state: 'illinois', city: 'a'.repeat(81) }],
    ['/dental-jobs/organizations/:username', { username: 'a b' }],
  ])('%s with a value no place has asks nothing (404)', (path, params) => expect(route(path).api(params, 1)).toBeNull());
});

describe('pageOfUrl', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', null],
    ['page=01', null],
    ['page=41', null],
    ['page=abc', null],
    ['page=1&page=2', null],
    ['utm_source=newsletter', 1],
  ])('?%s → %s', (search, page) => expect(pageOfUrl(route('/dental-jobs/state/:state'), new URLSearchParams(search))).toBe(page));

  it('answers 404 to a page number on a page without pages', () => {
    expect(pageOfUrl(route('/dental-jobs/zones'), new URLSearchParams('page=2'))).toBeNull();
    expect(pageOfUrl(route('/dental-jobs/zones'), new URLSearchParams(''))).toBe(1);
  });
});
