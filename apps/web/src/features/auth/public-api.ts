// What auth offers the other features: the one way in (ADR 93).
export { checkEmployerSignUp, checkSignIn } from './account-checks';
export { passkeyAssertion, passkeyFailure, passkeyRegistration, passkeysSupported } from './passkey-ceremony';
