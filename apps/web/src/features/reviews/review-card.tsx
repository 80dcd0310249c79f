import type { ReactNode } from 'react';
import { REVIEW_ASPECT_LABELS, REVIEW_ASPECTS } from '@chairside/domain/review-rules';
import type { Review } from '@chairside/domain/reviews';
import { starsOf } from './reviews-api';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** One review as its readers see it: stars, aspects, would work again, the comment and the practice's answer. */
export function ReviewCard({ review, heading, children }: { review: Review; heading: string; children?: ReactNode }) {
  return (
    <article className="border rounded p-3 mb-3" data-testid="review-card" aria-label={heading}>
      <p className="mb-1">
        <span className="fw-semibold">{heading}</span> <span className="text-body-secondary small">{dateOf(review.createdAt)}</span>
      </p>
      <p className="mb-1">
        <span aria-hidden="true">{starsOf(review.rating)}</span>
        <span className="visually-hidden">{review.rating} out of 5 stars</span>
      </p>
      <p className="small mb-1">
        {REVIEW_ASPECTS.map((aspect) => `${REVIEW_ASPECT_LABELS[aspect]} ${review[aspect]}/5`).join(' · ')} · Would work again:{' '}
        {review.wouldWorkAgain ? 'yes' : 'no'}
      </p>
      {review.comment ? <p className="mb-1">{review.comment}</p> : null}
      {review.answer ? (
        <blockquote className="ms-3 ps-3 border-start small mb-1" data-testid="review-answer">
          <strong>The practice answered:</strong> {review.answer}
        </blockquote>
      ) : null}
      {children}
    </article>
  );
}
