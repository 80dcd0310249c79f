// /app/reviews: each side's reviews (ADR 114). The shifts worked and interviews held of the last
// 60 days with "Leave a review", what each side wrote (the other's once it shows), and the reviews
// of the caller with the rating; a practice answers a review of itself publicly, once, editable.
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { CurrentUser } from '@chairside/domain/accounts';
import { ratingWords, REVIEW_ANSWER_MAX } from '@chairside/domain/review-rules';
import { ReviewAnswerInputSchema, type Review, type ReviewableBooking } from '@chairside/domain/reviews';
import { api } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { TextArea } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { myReviewsKey, reviewsBase, starsOf, useMyReviews } from './reviews-api';
import { ReviewCard } from './review-card';

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
const kindPath = (booking: ReviewableBooking) => `/app/reviews/${booking.kind === 'SHIFT' ? 'shifts' : 'interviews'}/${booking.bookingId}`;

function BookingRow({ booking }: { booking: ReviewableBooking }) {
  const what = booking.kind === 'SHIFT' ? 'Temp shift' : 'Interview';
  return (
    <li className="border-bottom py-3" data-testid="reviewable-booking">
      <p className="mb-1">
        <span className="fw-semibold">{booking.otherName}</span>{' '}
        <span className="text-body-secondary small">
          {what}: {booking.title}, {shortDate(booking.endedAt)}
        </span>
      </p>
      {booking.mine ? (
        <p className="small mb-1">
          You reviewed them: <span aria-hidden="true">{starsOf(booking.mine.rating)}</span>
          <span className="visually-hidden">{booking.mine.rating} out of 5 stars</span>.{' '}
          {booking.theirs
            ? 'Their review of you shows below.'
            : booking.theyWrote
              ? 'Their review shows now.'
              : `Their review shows when they write it, or from ${shortDate(booking.revealsAt)}.`}
        </p>
      ) : booking.canWrite ? (
        <p className="small mb-1">
          {booking.theyWrote ? 'They reviewed you: write yours and both show at once. ' : ''}
          <Link className="btn btn-sm btn-primary" to={kindPath(booking)}>
            Leave a review
          </Link>
        </p>
      ) : (
        <p className="small text-body-secondary mb-1">The time to review has passed.</p>
      )}
      {booking.theirs ? <ReviewCard review={booking.theirs} heading={`${booking.otherName}’s review of you`} /> : null}
    </li>
  );
}

function AnswerForm({ user, review }: { user: CurrentUser; review: Review }) {
  const id = useId();
  const queries = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useAppForm({
    schema: ReviewAnswerInputSchema,
    defaultValues: { answer: review.answer ?? '' },
    guardUnsaved: false,
    savedMessage: 'Your answer shows under the review on your practice page.',
    onSubmit: async (body) => {
      const saved = await api.put<Review>(`${reviewsBase(user)}/${review.id}/answer`, body);
      await queries.invalidateQueries({ queryKey: myReviewsKey(user) });
      setOpen(false);
      return saved;
    },
  });
  if (!open)
    return (
      <Button size="sm" variant="outline-primary" onClick={() => setOpen(true)}>
        {review.answer ? 'Edit your answer' : 'Answer publicly'}
      </Button>
    );
  return (
    <AppForm form={form} aria-label={`Answer to ${review.authorName}`} className="mt-2">
      <TextArea
        id={`${id}-answer`}
        name="answer"
        label="Your public answer"
        maxLength={REVIEW_ANSWER_MAX}
        hint="Shown under the review on your practice page."
      />
      <SubmitButton busyLabel="Saving…">Save answer</SubmitButton>{' '}
      <Button variant="link" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </AppForm>
  );
}

export function ReviewsPage({ user }: { user: CurrentUser }) {
  const reviews = useMyReviews(user);
  const location = useLocation();
  const saved = (location.state as { saved?: string } | null)?.saved;
  const practice = user.role === 'employer';
  const rating = reviews.data ? ratingWords(reviews.data.rating) : null;
  return (
    <>
      <PageMeta title="Reviews" noindex />
      <h1 className="app-page__title">Reviews</h1>
      <p className="app-page__subtitle">
        After a shift or an interview, each side may review the other once. Neither sees the other’s review until both have written, or 14 days have passed.
      </p>
      {saved ? (
        <Alert variant="success" role="status">
          {saved}
        </Alert>
      ) : null}
      {reviews.isPending ? <PageLoading /> : null}
      {reviews.isError ? (
        <p className="text-danger" role="alert">
          {reviews.error.message}
        </p>
      ) : null}
      {reviews.data ? (
        <>
          <section className="app-panel mb-4" aria-labelledby="to-review">
            <h2 className="h5" id="to-review">
              Recent shifts and interviews
            </h2>
            {reviews.data.bookings.length === 0 ? (
              <p className="mb-0 text-body-secondary">Nothing to review yet: shifts worked and interviews held in the last 60 days show here.</p>
            ) : (
              <ul className="list-unstyled mb-0">
                {reviews.data.bookings.map((booking) => (
                  <BookingRow key={`${booking.kind}-${booking.bookingId}`} booking={booking} />
                ))}
              </ul>
            )}
          </section>
          <section className="app-panel" aria-labelledby="received">
            <h2 className="h5" id="received">
              {practice ? 'Reviews of your practice' : 'Reviews of you'}
            </h2>
            <p data-testid="my-rating">{rating ?? 'No reviews show yet.'}</p>
            {reviews.data.received.map((review) => (
              <ReviewCard key={review.id} review={review} heading={`${review.authorName}, after ${review.kind === 'SHIFT' ? 'a temp shift' : 'an interview'}`}>
                {practice && review.authorSide === 'PROFESSIONAL' ? <AnswerForm user={user} review={review} /> : null}{' '}
                <Link className="small" to={`/app/reviews/report/${review.id}`}>
                  Report
                </Link>
              </ReviewCard>
            ))}
          </section>
        </>
      ) : null}
    </>
  );
}
