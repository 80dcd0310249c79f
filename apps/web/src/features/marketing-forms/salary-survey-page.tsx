import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { positionLabel } from '@chairside/domain/positions';
import { formatPay, type SalarySurvey } from '@chairside/domain/salary-survey';
import { DOWNLOADS } from '@chairside/domain/marketing-forms';
import { PageMeta } from '../../lib/page-meta';
import { LeadForm } from './lead-form';
import { SalaryChart } from './salary-chart';
import { fetchSalarySurvey, REFER_A_FRIEND_ROUTE, SALARY_SURVEY_KEY } from './salary-survey-data';

const TITLE = '2025 Salary Survey Report';
const DESCRIPTION =
  'What dental practices offer hygienists, assistants, front office staff and dentists, by state: medians from the pay stated in job postings.';

/** /salary-survey/: the figures as charts (server-rendered SVG) with their table, and the lead form for the report. */
export function SalarySurveyPage() {
  const { data: survey } = useQuery({ queryKey: SALARY_SURVEY_KEY, queryFn: fetchSalarySurvey });
  return (
    <div className="container-xl">
      <PageMeta
        title={TITLE}
        description={DESCRIPTION}
        canonicalPath="/salary-survey/"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Dataset',
          name: TITLE,
          description: DESCRIPTION,
          creator: { '@type': 'Organization', name: 'Chairside' },
        }}
      />
      <div className="cs-marketing-hero">
        <p className="text-uppercase fw-semibold text-body-secondary small mb-2">Resources</p>
        <h1>{TITLE}</h1>
        <p className="lead">
          What practices offer, by position and state, from the pay stated in job postings on Chairside. A state appears once at least{' '}
          {survey?.minimumPostings ?? 5} postings for a position state their pay; a range counts as its midpoint. The bar is the median; the line spans the
          middle half of the offers.
        </p>
        <p>
          <Link to={`${REFER_A_FRIEND_ROUTE}/`}>Share the survey with a colleague</Link>
        </p>
      </div>
      <div className="cs-marketing-grid">
        <div>{survey ? <SurveyFigures survey={survey} /> : <p>The figures could not be loaded. Please try again in a minute.</p>}</div>
        <LeadForm
          title="Get the full report"
          intro="The report as a PDF, with every state's figures. We email you the download link."
          config={{
            formName: 'lead-form',
            leadSource: 'salary-survey-page',
            assetTitle: DOWNLOADS['salary-survey-2025'].title,
            submitLabel: 'Email me the report',
          }}
        />
      </div>
    </div>
  );
}

function SurveyFigures({ survey }: { survey: SalarySurvey }) {
  if (survey.groups.length === 0) return <p>Not enough postings state their pay yet to show figures. Check back soon.</p>;
  return (
    <>
      {survey.groups.map((group) => {
        const id = `salary-${group.position}-${group.unit}`;
        const unit = group.unit === 'HOUR' ? 'per hour' : 'per year';
        return (
          <section key={id} className="cs-salary-group" aria-labelledby={`${id}-title`}>
            <h2 className="h4" id={`${id}-title`}>
              {positionLabel(group.position)}: median pay {unit} by state
            </h2>
            {group.national ? (
              <p>
                All states: <strong>{formatPay(group.national.median, group.unit)}</strong> {unit} (median of {group.national.count} postings).
              </p>
            ) : null}
            <SalaryChart group={group} titleId={`${id}-title`} />
            <details className="mt-2">
              <summary>Show as a table</summary>
              <table className="table table-sm mt-2">
                <caption className="visually-hidden">
                  {positionLabel(group.position)} pay {unit} by state
                </caption>
                <thead>
                  <tr>
                    <th scope="col">State</th>
                    <th scope="col">Median</th>
                    <th scope="col">Middle half</th>
                    <th scope="col">Postings</th>
                  </tr>
                </thead>
                <tbody>
                  {group.states.map((state) => (
                    <tr key={state.state}>
                      <th scope="row">{state.state}</th>
                      <td>{formatPay(state.median, group.unit)}</td>
                      <td>
                        {formatPay(state.p25, group.unit)} – {formatPay(state.p75, group.unit)}
                      </td>
                      <td>{state.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </section>
        );
      })}
    </>
  );
}
