import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@chairside/domain/accounts';
import type { Rating } from '@chairside/domain/review-rules';
import type { Review, ReviewableBooking } from '@chairside/domain/reviews';
import { api } from '../../lib/api-client';

export type MyReviews = { bookings: ReviewableBooking[]; rating: Rating; received: Review[] };

/** The caller's own reviews base path: a practice's or a job seeker's. */
export const reviewsBase = (user: CurrentUser) => `/users/${user.role === 'employer' ? 'employers' : 'staff'}/${encodeURIComponent(user.username)}/reviews`;

export const myReviewsKey = (user: CurrentUser) => ['reviews', user.username] as const;

/** Completed bookings of the last 60 days with both reviews, and the reviews of the caller that show. */
export const useMyReviews = (user: CurrentUser) =>
  useQuery({ queryKey: myReviewsKey(user), queryFn: ({ signal }) => api.get<MyReviews>(reviewsBase(user), signal) });

/** One completed booking to review. */
export const useBooking = (user: CurrentUser, kind: string, bookingId: string) =>
  useQuery({
    queryKey: [...myReviewsKey(user), kind, bookingId],
    queryFn: ({ signal }) => api.get<ReviewableBooking>(`${reviewsBase(user)}/${kind}/${encodeURIComponent(bookingId)}`, signal),
  });

/** Five stars, the given number filled. */
export const starsOf = (value: number) => `${'★'.repeat(value)}${'☆'.repeat(5 - value)}`;
