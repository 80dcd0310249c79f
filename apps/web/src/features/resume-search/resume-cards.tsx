import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ResumeFullCard, ResumePreviewCard, ResumeSearchAnswer } from '@chairside/domain/resume-search';
import { POSITIONS, type PositionCode } from '@chairside/domain/positions';
import { CANDIDATE_STATE_LABELS, RANKED_RESUMES_LIMIT } from '@chairside/domain/resume-search-rules';
import { countText } from '../../lib/count-text';
import { ratingWords } from '@chairside/domain/review-rules';

const DAY_LABELS: Record<string, string> = { sun: 'Sun', mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat' };
const days = (list: string[]) => list.map((day) => DAY_LABELS[day] ?? day).join(', ');
export const positionLabel = (code: string) => POSITIONS[code as PositionCode] ?? code;
/** A found candidate's whole resume, inside the app (SearchResumePage). */
export const searchResumePath = (username: string) => `/app/resume-search/${encodeURIComponent(username)}`;

function Facts({ card }: { card: ResumePreviewCard }) {
  return (
    <dl className="resume-card-facts mb-0">
      <dt>Experience</dt>
      <dd>{card.experience === null ? 'Not given' : `${card.experience} ${card.experience === 1 ? 'year' : 'years'}`}</dd>
      <dt>Certifications</dt>
      <dd>{card.certifications.length ? card.certifications.join(', ') : 'None listed'}</dd>
      <dt>Skills</dt>
      <dd>{card.skills.length ? card.skills.join(', ') : 'None listed'}</dd>
      <dt>Available</dt>
      <dd>
        {card.availability.length ? days(card.availability) : 'No permanent days'}
        {card.availabilityTemp.length ? `; temp: ${days(card.availabilityTemp)}` : ''}
      </dd>
    </dl>
  );
}

function Badges({ card }: { card: ResumePreviewCard }) {
  return (
    <p className="mb-2 small">
      <span className="badge text-bg-light border me-1">Match {card.match}%</span>
      <span className="badge text-bg-light border me-1">{CANDIDATE_STATE_LABELS[card.candidateState]}</span>
      {card.isRelocate ? <span className="badge text-bg-light border me-1">Willing to relocate</span> : null}
      {card.licenseVerified ? (
        <span className="badge text-bg-success" data-testid="license-verified">
          License verified
        </span>
      ) : null}
    </p>
  );
}

/** A card without who or where: position, years, certifications, skills, days, a distance band, state. */
export function PreviewCard({ card, index }: { card: ResumePreviewCard; index: number }) {
  return (
    <article className="card resume-card mb-3" data-testid="resume-card" aria-labelledby={`resume-card-${index}`}>
      <div className="card-body">
        <h3 className="h6 card-title" id={`resume-card-${index}`}>
          {positionLabel(card.position)} · {card.distanceBand}
          {card.state ? ` · ${card.state}` : ''}
        </h3>
        <Badges card={card} />
        <Facts card={card} />
      </div>
    </article>
  );
}

/** The full card: who, where, and an action slot (invite). */
export function FullCard({ card, action }: { card: ResumeFullCard; action?: ReactNode }) {
  const initials = card.name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <article className="card resume-card mb-3" data-testid="resume-card" aria-labelledby={`resume-card-${card.username}`}>
      <div className="card-body">
        <div className="d-flex gap-3 align-items-start">
          {card.photoThumbnailUrl ? (
            <img src={card.photoThumbnailUrl} alt="" width={64} height={64} className="rounded-circle flex-shrink-0" />
          ) : (
            <span className="resume-card-initials rounded-circle flex-shrink-0" aria-hidden="true">
              {initials}
            </span>
          )}
          <div className="flex-grow-1">
            <h3 className="h6 card-title mb-1" id={`resume-card-${card.username}`}>
              <Link to={searchResumePath(card.username)}>{card.name}</Link>
            </h3>
            <p className="small text-body-secondary mb-1">
              {positionLabel(card.position)} · {[card.city, card.state].filter(Boolean).join(', ')}
              {card.distance !== null ? ` · ${card.distance} mi` : ''}
              {card.rating?.count ? ` · ${ratingWords(card.rating)}` : ''}
            </p>
            <Badges card={card} />
          </div>
        </div>
        {card.intro ? <p className="mb-2">{card.intro}</p> : null}
        <Facts card={card} />
        {card.verifiedCredentials.length ? (
          <p className="small mb-2" data-testid="verified-credentials">
            Verified:{' '}
            {card.verifiedCredentials
              .map((credential) => [credential.label, credential.state, credential.number ? `#${credential.number}` : null].filter(Boolean).join(' '))
              .join('; ')}
          </p>
        ) : null}
        {action}
      </div>
    </article>
  );
}

/** "Showing 1-10 of 42 resumes for … within 25 miles of Chicago, IL." for an answer ("of 1,000+" when counting stopped). */
export function shownRange(answer: ResumeSearchAnswer): string {
  const where = `${positionLabel(answer.position)} within ${answer.radius} miles of ${answer.city}, ${answer.state} (and those willing to relocate there)`;
  if (answer.total === 0 || answer.resumes.length === 0) return `No resumes match this search: ${where}.`;
  const first = answer.offset + 1;
  const last = answer.offset + answer.resumes.length;
  const noun = answer.total === 1 && !answer.totalCapped ? 'resume' : 'resumes';
  return `Showing ${first}-${last} of ${countText(answer.total, answer.totalCapped)} ${noun}: ${where}.`;
}

/** How many of an answer's matches are ranked and paged: the nearest RANKED_RESUMES_LIMIT at most. */
export const rankedCount = (answer: ResumeSearchAnswer) => Math.min(answer.total, RANKED_RESUMES_LIMIT);

/** Said beside the pages when more match than are ranked; null otherwise. */
export function rankedOnlyNote(answer: ResumeSearchAnswer): string | null {
  if (answer.total <= RANKED_RESUMES_LIMIT) return null;
  return `The ${RANKED_RESUMES_LIMIT} nearest matches are ranked and paged. Add a keyword or a filter, or search a smaller radius, to see others.`;
}
