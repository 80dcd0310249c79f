import type { PracticeReviews } from '@chairside/domain/reviews';
import { REVIEW_ASPECT_LABELS, REVIEW_ASPECTS, ratingWords } from '@chairside/domain/review-rules';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const starsOf = (value: number) => `${'★'.repeat(value)}${'☆'.repeat(5 - value)}`;

/**
 * A practice page's reviews (ADR 114): the rating and count, and each review that shows (written by a
 * professional after a shift or an interview) with the practice's answer. Nothing without one.
 */
export function PracticeReviewsSection({ reviews }: { reviews: PracticeReviews }) {
  const words = ratingWords(reviews.rating);
  if (!words) return null;
  return (
    <section className="cs-directory__section" aria-labelledby="practice-reviews" data-testid="practice-reviews">
      <h2 id="practice-reviews">Reviews</h2>
      <p className="fs-5" data-testid="practice-rating">
        <span aria-hidden="true">{words}</span>
        <span className="visually-hidden">
          Rated {reviews.rating.average} out of 5 in {reviews.rating.count} {reviews.rating.count === 1 ? 'review' : 'reviews'}
        </span>
      </p>
      <p className="small text-body-secondary">From professionals who worked a shift or interviewed here.</p>
      <ul className="list-unstyled">
        {reviews.reviews.map((review) => (
          <li key={review.id} className="border-top py-3" data-testid="practice-review">
            <p className="mb-1">
              <span aria-label={`${review.rating} out of 5 stars`}>{starsOf(review.rating)}</span> <strong>{review.authorName}</strong>{' '}
              <span className="text-body-secondary small">
                after {review.kind === 'SHIFT' ? 'a temp shift' : 'an interview'}, {dateOf(review.createdAt)}
              </span>
            </p>
            <p className="small mb-1">
              {REVIEW_ASPECTS.map((aspect) => `${REVIEW_ASPECT_LABELS[aspect]} ${review[aspect]}/5`).join(' · ')} · Would work here again:{' '}
              {review.wouldWorkAgain ? 'yes' : 'no'}
            </p>
            {review.comment ? <p className="mb-1 cs-directory__about">{review.comment}</p> : null}
            {review.answer ? (
              <blockquote className="ms-3 ps-3 border-start small mb-1">
                <strong>The practice answered:</strong> {review.answer}
              </blockquote>
            ) : null}
            <a className="small" href={`/app/reviews/report/${review.id}`} rel="nofollow">
              Report this review
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
