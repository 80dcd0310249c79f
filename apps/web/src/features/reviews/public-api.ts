// What other features use of reviews: the way from a completed shift or interview to its review form.
export { ReviewLink, shiftHasEnded } from './review-link';
