// What auth offers the other features: the one way in (ADR 93).
export { checkEmployerSignUp, checkSignIn } from './account-checks';
