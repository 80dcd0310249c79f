import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CurrentUser } from '@chairside/domain/accounts';
import { emptySources, type HiringNumbers } from '@chairside/domain/hiring-numbers';
import { HiringNumbersPage } from './hiring-numbers-page';

const user = { username: 'bright-smiles', role: 'employer' } as CurrentUser;
const numbers: HiringNumbers = {
  overall: {
    funnel: { views: 40, applications: 8, interviews: 4, hires: 1 },
    sources: { ...emptySources(), search: 5, alert: 2, unknown: 1 },
    medianDaysToFill: 12.5,
    filledPostings: 2,
  },
  postings: [
    {
      jobId: 7,
      title: 'Registered Dental Hygienist',
      status: 'BOOKED',
      postedDate: '2026-10-01T00:00:00.000Z',
      funnel: { views: 30, applications: 6, interviews: 3, hires: 1 },
      sources: { ...emptySources(), search: 4, alert: 2 },
      daysToFill: 10,
      nearby: { postings: 4, medianViews: 22, medianApplications: 5, medianDaysToFill: 18 },
    },
    {
      jobId: 8,
      title: 'Dental Assistant',
      status: 'ACTIVE',
      postedDate: null,
      funnel: { views: 10, applications: 2, interviews: 1, hires: 0 },
      sources: { ...emptySources(), search: 1, unknown: 1 },
      daysToFill: null,
      nearby: { postings: 1, medianViews: null, medianApplications: null, medianDaysToFill: null },
    },
  ],
};

function render() {
  const queries = new QueryClient();
  queries.setQueryData(['hiring-numbers', user.username], numbers);
  return renderToString(
    <QueryClientProvider client={queries}>
      <MemoryRouter>
        <HiringNumbersPage user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the hiring numbers screen', () => {
  it('shows the funnel with each step’s share, time to fill and the sources', () => {
    const html = render().replace(/<!-- -->/g, '');
    expect(html).toContain('Hiring numbers');
    expect(html).toMatch(/>40<\/div><div>Views/);
    expect(html).toContain('20% of the step before');
    expect(html).toContain('50% of the step before');
    expect(html).toContain('12.5 days (2 filled)');
    expect(html).toContain('Job search');
    expect(html).toContain('Job alert emails');
    expect(html).toContain('Not recorded');
  });

  it('compares each posting with similar postings nearby, or says there are too few', () => {
    const html = render().replace(/<!-- -->/g, '');
    expect(html).toContain('22 views, 5 applications, filled in 18 days');
    expect(html).toContain('median of 4 postings');
    expect(html).toContain('Too few similar postings nearby');
    expect(html).toContain('Filled');
    expect(html).toContain('href="/app/post-job/summary/7"');
  });
});
