import './assessments.css';
import { Route, Routes } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { AppNotFound } from '../../components/app-navigation/app-not-found';
import { AlignmentPage } from './alignment-page';
import { AssessmentsOverview } from './assessments-overview';
import { ResultsPage } from './results-page';
import { EmployerTechnologyPage, StaffSkillsPage } from './skills-page';
import { CulturePage, SINGLE_CHOICE, SingleChoicePage } from './take-pages';
import { ValuesPage } from './values-page';

/** /app/assessments and its sub-pages: the job seeker's assessments, or the practice's culture and technology. */
export function AssessmentsRoutes({ user }: { user: CurrentUser }) {
  if (user.role === 'employer')
    return (
      <Routes>
        <Route index element={<AssessmentsOverview user={user} />} />
        <Route path="culture-q" element={<SingleChoicePage user={user} config={SINGLE_CHOICE['culture-employer']} />} />
        <Route path="culture/results" element={<ResultsPage user={user} kind="culture-employer" />} />
        <Route path="technology" element={<EmployerTechnologyPage user={user} />} />
        <Route path="*" element={<AppNotFound />} />
      </Routes>
    );
  if (user.role !== 'staff') return <AppNotFound />;
  return (
    <Routes>
      <Route index element={<AssessmentsOverview user={user} />} />
      <Route path="disc" element={<SingleChoicePage user={user} config={SINGLE_CHOICE.disc} />} />
      <Route path="emotional-intelligence" element={<SingleChoicePage user={user} config={SINGLE_CHOICE.emotions} />} />
      <Route path="satisfaction" element={<SingleChoicePage user={user} config={SINGLE_CHOICE.satisfaction} />} />
      <Route path="culture-q" element={<CulturePage user={user} part="q" />} />
      <Route path="culture-pq" element={<CulturePage user={user} part="pq" />} />
      <Route path="core-values" element={<ValuesPage user={user} />} />
      <Route path="alignment" element={<AlignmentPage user={user} />} />
      <Route path="skills" element={<StaffSkillsPage user={user} technology={false} />} />
      <Route path="technology" element={<StaffSkillsPage user={user} technology />} />
      <Route path="disc/results" element={<ResultsPage user={user} kind="disc" />} />
      <Route path="emotional-intelligence/results" element={<ResultsPage user={user} kind="emotions" />} />
      <Route path="core-values/results" element={<ResultsPage user={user} kind="values" />} />
      <Route path="culture/results" element={<ResultsPage user={user} kind="culture" />} />
      <Route path="alignment/results" element={<ResultsPage user={user} kind="alignment" />} />
      <Route path="satisfaction/results" element={<ResultsPage user={user} kind="satisfaction" />} />
      <Route path="skills/results" element={<ResultsPage user={user} kind="skills" />} />
      <Route path="*" element={<AppNotFound />} />
    </Routes>
  );
}
