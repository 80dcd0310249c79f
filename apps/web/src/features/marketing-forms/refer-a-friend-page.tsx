import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../lib/page-meta';
import { SALARY_SURVEY_ROUTE } from './salary-survey-data';

const TITLE = 'Refer a Friend to the Salary Survey';
const DESCRIPTION = 'Share the 2025 dental salary survey with a colleague.';
const SUBJECT = 'Dental salary survey: what practices are offering';
const BODY = 'I thought you would find this useful: the 2025 dental salary survey, by position and state.';

/**
 * /salary-survey/refer-a-friend/: a link to share, and an email the reader writes from their own
 * mail program (we never send mail to people who did not ask for it).
 */
export function ReferAFriendPage() {
  // The site's address is known in the browser: the server renders the path, the browser the full link.
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const surveyUrl = `${origin}${SALARY_SURVEY_ROUTE}/`;
  const mailto = `mailto:?subject=${encodeURIComponent(SUBJECT)}&body=${encodeURIComponent(`${BODY}\n\n${surveyUrl}`)}`;
  return (
    <div className="container-xl cs-marketing-hero">
      <PageMeta title={TITLE} description={DESCRIPTION} canonicalPath="/salary-survey/refer-a-friend/" />
      <h1>{TITLE}</h1>
      <p className="lead">Know someone weighing an offer or a raise? The survey shows what practices offer for their position in their state.</p>
      <div className="d-flex flex-wrap gap-2 mb-4">
        <a className="btn btn-primary" href={mailto}>
          Email it to a friend
        </a>
        <Link className="btn btn-outline-primary" to={`${SALARY_SURVEY_ROUTE}/`}>
          See the survey
        </Link>
      </div>
      <p>
        Or share this link: <code>{surveyUrl}</code>
      </p>
    </div>
  );
}
