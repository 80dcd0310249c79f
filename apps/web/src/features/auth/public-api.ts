// What auth offers the other features: the one way in (ADR 93).
export { checkEmail, checkEmployerSignUp } from './account-checks';
