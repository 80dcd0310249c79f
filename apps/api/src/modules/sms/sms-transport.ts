import type { Config } from '../../platform/config';
import { outboxTransport, type SmsTransport } from './sms-port';
import { twilioTransport } from './twilio-transport';

/** Twilio when its account is configured, else the outbox. */
export function createSmsTransport(config: Config): SmsTransport {
  if (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN)
    return twilioTransport({
      accountSid: config.TWILIO_ACCOUNT_SID,
      authToken: config.TWILIO_AUTH_TOKEN,
      from: config.TWILIO_FROM,
      messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
      apiUrl: config.TWILIO_API_URL,
    });
  return outboxTransport;
}
