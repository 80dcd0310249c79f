import { SmsUnavailableError, type SmsTransport } from './sms-port';

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164), or a messaging service that picks one. */
  from?: string;
  messagingServiceSid?: string;
  /** https://api.twilio.com, or a local server in tests. */
  apiUrl: string;
  timeoutMs?: number;
};

/** A Twilio answer that did not work out: its error code and message (https://www.twilio.com/docs/api/errors). */
type TwilioError = { code?: number; message?: string; status?: number };

const TIMEOUT_MS = 10_000;

async function answerOf(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * Texts through Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json,
 * form-encoded To, Body and From (or MessagingServiceSid), HTTP basic auth with the account SID
 * and auth token. 201 with the message's sid: taken. 429 and 5xx (busy, down) and a refused
 * sign-in (wrong settings, mended by an administrator) are thrown, to be tried again; any other
 * 4xx (a number that cannot be texted, 21610 a number that unsubscribed with Twilio) is a refusal
 * for good.
 */
export function twilioTransport(options: TwilioOptions): SmsTransport {
  const url = `${options.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(text) {
      const form = new URLSearchParams({ To: text.to, Body: text.body });
      if (options.messagingServiceSid) form.set('MessagingServiceSid', options.messagingServiceSid);
      else if (options.from) form.set('From', options.from);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsUnavailableError(`Twilio did not answer: ${error instanceof Error ? error.message : String(error)}`);
      }
      const answer = await answerOf(response);
      if (response.ok && typeof answer.sid === 'string') return { outcome: 'sent', providerId: answer.sid };
      const error = answer as TwilioError;
      const said = `Twilio answered ${response.status}${error.code ? ` (error ${error.code})` : ''}${error.message ? `: ${error.message}` : ''}`;
      if (response.ok) throw new SmsUnavailableError(`${said} without a message sid`);
      if (response.status === 429 || response.status >= 500 || response.status === 401 || response.status === 403) throw new SmsUnavailableError(said);
      return { outcome: 'refused', reason: said };
    },
  };
}
