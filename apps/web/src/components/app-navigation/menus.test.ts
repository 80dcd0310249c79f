import { describe, expect, it } from 'vitest';
import { isCurrentItem, mainMenuFor, searchJobsPath, SHARED_MENU } from './menus';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('searchJobsPath', () => {
  it.each([
    ['DH', '60601', '/app/search-jobs/DH/60601'],
    ['DA', null, '/app/search-jobs/DA'],
    [null, '60601', '/app/search-jobs/ANY/60601'],
    [null, null, '/app/search-jobs/ANY'],
    ['', ' ', '/app/search-jobs/ANY'],
  ])('%s + %s gives %s', (position, zip, path) => expect(searchJobsPath(position, zip)).toBe(path));
});

describe('mainMenuFor', () => {
  it('gives employers their menu, Subscription only with a subscription', () => {
    const base = { role: 'employer' as const, position: null, zip: '60601' };
    expect(labels(mainMenuFor(base))).toEqual([
      'Dashboard',
      'Job Postings',
      'Shifts',
      'Timesheets',
      'Candidates',
      'Resume Search',
      'Employer Profile',
      'Assessments',
      'Interviews',
      'Reviews',
      'Calendar',
      'Messages',
      'My Classifieds',
      'Settings',
    ]);
    expect(labels(mainMenuFor({ ...base, hasSubscription: true }))).toEqual([
      'Dashboard',
      'Job Postings',
      'Shifts',
      'Timesheets',
      'Candidates',
      'Resume Search',
      'Subscription',
      'Employer Profile',
      'Assessments',
      'Interviews',
      'Reviews',
      'Calendar',
      'Messages',
      'My Classifieds',
      'Settings',
    ]);
  });

  it('gives job seekers their menu with a search built from position and ZIP', () => {
    const menu = mainMenuFor({ role: 'staff', position: 'DH', zip: '60601' });
    expect(labels(menu)).toEqual([
      'Dashboard',
      'Resume Profile',
      'Temp Work',
      'Temp Shifts',
      'Timesheets',
      'Payouts',
      'Search Jobs',
      'Saved Jobs',
      'Applications',
      'Assessments',
      'Interviews',
      'Reviews',
      'Calendar',
      'Messages',
      'Premium',
      "My CE's",
      'My Classifieds',
      'Settings',
    ]);
    expect(menu.find((item) => item.label === 'Search Jobs')?.to).toBe('/app/search-jobs/DH/60601');
    const applications = menu.find((item) => item.label === 'Applications');
    expect(applications?.to).toBe('/app/job-application/all');
    expect(applications && isCurrentItem(applications, '/app/job-application/all')).toBe(true);
  });

  it('gives administrators a minimal menu with the admin area', () => {
    expect(labels(mainMenuFor({ role: 'admin', position: null, zip: null }))).toEqual(['Dashboard', 'Admin', 'Settings']);
  });

  it('shares the public links', () => {
    expect(labels(SHARED_MENU)).toEqual(['Resources', 'Blog', "Dental Events & CE's", 'Browse Classifieds']);
  });
});

describe('isCurrentItem', () => {
  const jobs = { label: 'Job Postings', to: '/app/post-job/all', icon: 'briefcase', section: '/app/post-job' };
  const ces = { label: "My CE's", to: '/app/coaching-ces/', icon: 'clipboard list' };
  it.each([
    [jobs, '/app/post-job/all', true],
    [jobs, '/app/post-job/edit/12', true],
    [jobs, '/app/post-jobs', false],
    [jobs, '/app/dashboard', false],
    [ces, '/app/coaching-ces', true],
    [ces, '/app/coaching-ces/', true],
  ])('%o at %s gives %s', (item, pathname, current) => expect(isCurrentItem(item, pathname)).toBe(current));
});
