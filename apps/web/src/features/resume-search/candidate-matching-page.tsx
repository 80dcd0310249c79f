import { Link } from 'react-router';
import { CANDIDATE_STATE_LABELS } from '@chairside/domain/resume-search-rules';
import { PageMeta } from '../../lib/page-meta';
import { BUY_ACCESS_PATH, PUBLIC_RESUME_SEARCH_PATH } from './resume-search-api';

/** /candidate-matching/: how practices find candidates and how job seekers choose whether they can be found. */
export function CandidateMatchingPage() {
  return (
    <div className="container py-4 candidate-matching-page">
      <PageMeta
        title="Candidate Matching"
        description="How Chairside matches dental job seekers with practices: what a practice asks for, how each candidate scores, and how job seekers decide whether they can be found."
        canonicalPath="/candidate-matching/"
      />
      <h1 className="h2">Candidate Matching</h1>
      <p className="lead">
        Every posting can say what the job needs. Chairside then lists the job seekers who fit, with a match percentage and, criterion by criterion, what they
        meet and what they do not.
      </p>

      <h2 className="h4 mt-4">For practices</h2>
      <p>
        For each posting you set what is required (the deal-breakers) and what you would prefer: certifications, years of experience, skills, the days you need
        covered, how far people live, and the pay you offer. Candidates who miss a requirement are not shown as matches; among the others, the more preferences
        they meet, the higher they rank. Nearer candidates come first when two match equally well.
      </p>
      <p>
        <Link to={PUBLIC_RESUME_SEARCH_PATH}>Resume Search</Link> works the same way for the whole area, not just one posting: search by position and ZIP code,
        filter by experience, certifications and availability, and see who is willing to relocate. You can preview every search for free; names, photos and
        invitations open with <Link to={BUY_ACCESS_PATH}>invitation credits</Link>.
      </p>

      <h2 className="h4 mt-4">For job seekers: you choose whether practices can find you</h2>
      <p>Your resume profile has a candidate status. It decides whether you appear in resume search and in practices’ matches:</p>
      <dl>
        <dt>{CANDIDATE_STATE_LABELS.ACTIVE}</dt>
        <dd>You are looking now. Practices find you, and your status tells them you are ready to talk, which lifts you in their results.</dd>
        <dt>{CANDIDATE_STATE_LABELS.OPEN}</dt>
        <dd>The default. You are not hunting, but a good offer is welcome: practices can find you and invite you to apply.</dd>
        <dt>{CANDIDATE_STATE_LABELS.NOT_LOOKING}</dt>
        <dd>
          Practices do not find you in resume search or in matches, even when your resume is public. The practices you applied to still see your application.
        </dd>
      </dl>
      <p>
        Only public resumes appear in resume search. A private resume is seen only by you and by the practices you apply to or that invite you. Practices
        without invitation credits see a preview: position, years, certifications, skills, the days you can work and a distance band, never your name, photo,
        contact details or where you live.
      </p>
      <p>
        Change your status at any time in your <Link to="/app/my-profile">resume profile</Link>.
      </p>
    </div>
  );
}
