// Passkeys in the browser (ADR 106): the ceremonies through @simplewebauthn/browser, loaded only
// when a person clicks a passkey button (the sign-in page is public and kept small).
import type { CurrentUser } from '@chairside/domain/accounts';
import { ApiError, apiRequest } from '../../lib/api-client';

type Options = Record<string, unknown> & { challenge: string };

const browserPart = () => import('@simplewebauthn/browser');

/** Asks the device for a passkey answering the options (navigator.credentials.get). */
export async function passkeyAssertion(options: Options) {
  const { startAuthentication } = await browserPart();
  return startAuthentication({ optionsJSON: options as never });
}

/** Asks the device to make a passkey for the options (navigator.credentials.create). */
export async function passkeyRegistration(options: Options) {
  const { startRegistration } = await browserPart();
  return startRegistration({ optionsJSON: options as never });
}

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Words for a ceremony that did not finish: the person cancelled, the device refused, or the server did. */
export function passkeyFailure(caught: unknown): string {
  if (caught instanceof ApiError) return caught.message;
  const name = (caught as { name?: string; code?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey was not used: it was canceled or took too long. Please try again.';
  if (name === 'InvalidStateError') return 'This device has a passkey for this account already.';
  return 'Your device could not use a passkey here. Please try again, or use another way to sign in.';
}

const post = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body, auth: false });

/** A password-less sign-in: the browser offers the passkeys it holds for Chairside. */
export async function signInWithPasskey() {
  const { data: options } = await post<Options>('/auth/passkey/options');
  const credential = await passkeyAssertion(options);
  const { data, response } = await post<CurrentUser>('/auth/passkey', { credential });
  return { user: data, authorization: response.headers.get('authorization') };
}

/** The second step of a two-step sign-in with a passkey. */
export async function secondStepWithPasskey(challenge: string) {
  const { data: options } = await post<Options>('/auth/login/second-step/passkey/options', { challenge });
  const credential = await passkeyAssertion(options);
  const { data, response } = await post<CurrentUser>('/auth/login/second-step/passkey', { challenge, credential });
  return { user: data, authorization: response.headers.get('authorization') };
}

/** An administrator setting up their second factor at sign-in with a new passkey (ADR 128), then signed in. */
export async function setUpWithPasskey(challenge: string, name: string) {
  const { data: options } = await post<Options>('/auth/login/setup/passkey/options', { challenge });
  const credential = await passkeyRegistration(options);
  const { data, response } = await post<CurrentUser>('/auth/login/setup/passkey', { challenge, name, credential });
  return { user: data, authorization: response.headers.get('authorization') };
}
