// What other modules use of reviews (ADR 114).
// The admin area: the queue of reported reviews.
export { reviewsAdminRoutes } from './admin-routes';
// The practice page: its rating and revealed reviews; offers and resume cards: professionals' ratings.
export { practiceReviews, ratingsOfPeople } from './moderate-reviews';
export { ratingsOfUsernames } from './reviews-repository';
// The recurring task: invitations to review and word of reviews that began to show.
export { REVIEWS_EVERY_MS, REVIEWS_TASK, runReviewTasks } from './moderate-reviews';
// The admin area previews every email.
export { REVIEW_EMAILS } from './review-notices';
