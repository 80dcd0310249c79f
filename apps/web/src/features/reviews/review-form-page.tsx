// /app/reviews/{shifts|interviews}/{bookingId}: "Leave a review" of the other side of a shift that
// was worked or an interview that took place (ADR 114), on the form layer.
import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@chairside/domain/accounts';
import { REVIEW_ASPECT_LABELS, REVIEW_ASPECTS, REVIEW_COMMENT_MAX } from '@chairside/domain/review-rules';
import { ReviewInputSchema, type ReviewableBooking } from '@chairside/domain/reviews';
import { api } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { SelectInput, TextArea } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { myReviewsKey, reviewsBase, useBooking } from './reviews-api';
import { ReviewCard } from './review-card';

const STAR_OPTIONS = [5, 4, 3, 2, 1].map((value) => ({ value: String(value), label: `${'★'.repeat(value)} ${value}` }));
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const asStars = { setValueAs: (value: unknown) => (value === '' || value === undefined ? 0 : Number(value)) };
const asYesNo = { setValueAs: (value: unknown) => (value === 'yes' ? true : value === 'no' ? false : value) };
const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

function ReviewForm({ user, booking, kind }: { user: CurrentUser; booking: ReviewableBooking; kind: string }) {
  const id = useId();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const form = useAppForm({
    schema: ReviewInputSchema,
    defaultValues: { rating: 0, punctuality: 0, preparedness: 0, friendliness: 0, wouldWorkAgain: undefined, comment: '' },
    guardUnsaved: false,
    onSubmit: async (body) => {
      const answer = await api.post<ReviewableBooking>(`${reviewsBase(user)}/${kind}/${booking.bookingId}`, body);
      await queries.invalidateQueries({ queryKey: myReviewsKey(user) });
      await navigate('/app/reviews', {
        state: {
          saved: answer.theirs ? 'Thank you. Both reviews now show.' : 'Thank you. Your review shows once the other side writes theirs, or after 14 days.',
        },
      });
      return answer;
    },
  });
  return (
    <AppForm form={form} aria-label={`Review of ${booking.otherName}`} className="app-panel">
      <SelectInput id={`${id}-rating`} name="rating" label="Overall" options={STAR_OPTIONS} placeholder="Choose stars" rules={asStars} />
      {REVIEW_ASPECTS.map((aspect) => (
        <SelectInput
          key={aspect}
          id={`${id}-${aspect}`}
          name={aspect}
          label={REVIEW_ASPECT_LABELS[aspect]}
          options={STAR_OPTIONS}
          placeholder="Choose stars"
          rules={asStars}
        />
      ))}
      <SelectInput id={`${id}-again`} name="wouldWorkAgain" label="Would you work with them again?" options={YES_NO} placeholder="Choose" rules={asYesNo} />
      <TextArea
        id={`${id}-comment`}
        name="comment"
        label="Comment (optional)"
        maxLength={REVIEW_COMMENT_MAX}
        hint={`Plain text, up to ${REVIEW_COMMENT_MAX} characters. Say what helps the next person decide.`}
      />
      <SubmitButton busyLabel="Sending…">Send review</SubmitButton>
    </AppForm>
  );
}

export function ReviewFormPage({ user }: { user: CurrentUser }) {
  const { kind = '', bookingId = '' } = useParams();
  const booking = useBooking(user, kind, bookingId);
  const what = kind === 'interviews' ? 'interview' : 'shift';
  return (
    <>
      <PageMeta title="Leave a review" noindex />
      <p className="mb-2">
        <Link to="/app/reviews">← Your reviews</Link>
      </p>
      <h1 className="app-page__title">Leave a review</h1>
      {booking.isPending ? <PageLoading /> : null}
      {booking.isError ? (
        <p className="app-panel text-danger" role="alert">
          This {what} can’t be reviewed: it was not found among your completed bookings.
        </p>
      ) : null}
      {booking.data ? (
        <>
          <p className="app-page__subtitle">
            {booking.data.title} with <strong>{booking.data.otherName}</strong>, {longDate(booking.data.endedAt)}. Neither of you sees the other’s review until
            both have written, or until {longDate(booking.data.revealsAt)}.
          </p>
          {booking.data.mine ? (
            <ReviewCard review={booking.data.mine} heading="Your review" />
          ) : booking.data.canWrite ? (
            <ReviewForm user={user} booking={booking.data} kind={kind} />
          ) : (
            <p className="app-panel">The time to review this {what} has passed.</p>
          )}
          {booking.data.theirs ? <ReviewCard review={booking.data.theirs} heading={`${booking.data.otherName}’s review of you`} /> : null}
        </>
      ) : null}
    </>
  );
}
