import { Link, useSearchParams } from 'react-router';
import type { ResumeSearchAnswer } from '@chairside/domain/resume-search';
import { POSITIONS, POSITION_CODES } from '@chairside/domain/positions';
import { PageMeta } from '../../lib/page-meta';
import { PreviewCard, positionLabel, shownRange } from './resume-cards';
import { BUY_ACCESS_PATH, CANDIDATE_MATCHING_PATH, canSearch, PUBLIC_RESUME_SEARCH_PATH, searchStateOf, usePreviewSearch } from './resume-search-api';

// /resume-search/: the public preview of the job seekers near a ZIP code, rendered on the server
// (its data loader fills the cache), with a plain GET form so it works without JavaScript.

function Answer({ answer }: { answer: ResumeSearchAnswer }) {
  return (
    <section aria-label="Resume preview">
      <p className="text-body-secondary" role="status">
        {shownRange(answer)}
      </p>
      {answer.resumes.map((card, index) => (
        <PreviewCard key={index} card={card} index={answer.offset + index} />
      ))}
    </section>
  );
}

export function PublicResumeSearchPage() {
  const [params] = useSearchParams();
  const state = searchStateOf(params);
  const query = usePreviewSearch(state);
  const searching = canSearch(state);
  const title = searching && query.data ? `${positionLabel(query.data.position)} Resumes near ${query.data.city}, ${query.data.state}` : 'Dental Resume Search';
  return (
    <div className="container py-4 resume-search-public">
      <PageMeta
        title={title}
        description="Search dental resumes by position and ZIP code: see the hygienists, assistants, dentists and front office staff near your practice, then invite them to apply."
        canonicalPath={PUBLIC_RESUME_SEARCH_PATH}
      />
      <h1 className="h2">{title}</h1>
      <p className="lead">
        See who is looking near your practice before you buy: position, years of experience, certifications, skills and the days they can work. Names, photos
        and contact details open with invitation credits.
      </p>
      <form method="get" action={PUBLIC_RESUME_SEARCH_PATH} className="row g-2 align-items-end mb-4" aria-label="Preview resumes">
        <div className="col-sm-5">
          <label htmlFor="public-resume-position" className="form-label">
            Position
          </label>
          <select id="public-resume-position" name="position" className="form-select" defaultValue={state.position} required>
            <option value="">Choose…</option>
            {POSITION_CODES.map((code) => (
              <option key={code} value={code}>
                {POSITIONS[code]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-3">
          <label htmlFor="public-resume-zip" className="form-label">
            ZIP code
          </label>
          <input
            id="public-resume-zip"
            name="zip"
            className="form-control"
            inputMode="numeric"
            pattern="\d{5}"
            maxLength={5}
            defaultValue={state.zip}
            required
          />
        </div>
        <div className="col-sm-4">
          <button type="submit" className="btn btn-primary w-100">
            Preview resumes
          </button>
        </div>
      </form>
      <div className="alert alert-info d-flex flex-wrap align-items-center gap-3" data-testid="buy-access">
        <div className="flex-grow-1">
          <strong>Invite the people you find.</strong> Buy invitation credits with a job posting, or 30 days of Resume Search access, to see full resumes;
          invite job seekers to apply with invitation credits, one an invitation. <Link to={CANDIDATE_MATCHING_PATH}>How candidates choose to be found</Link>
        </div>
        <Link to={BUY_ACCESS_PATH} className="btn btn-primary">
          Buy invitation credits
        </Link>
      </div>
      {searching && query.isError ? (
        <p className="alert alert-danger" role="alert">
          {query.error.message}
        </p>
      ) : null}
      {searching && query.data ? <Answer answer={query.data} /> : null}
      {!searching ? <p className="text-body-secondary">Choose a position and enter a ZIP code to see the job seekers near you.</p> : null}
    </div>
  );
}
