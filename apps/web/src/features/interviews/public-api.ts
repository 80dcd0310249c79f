// What interviews offers the other features: the one way in (ADR 93).
export { InterviewForm } from './interview-form';
export { SchedulingLinkButton } from './scheduling-link-button';
