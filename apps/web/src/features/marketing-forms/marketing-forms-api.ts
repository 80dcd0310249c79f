// The public forms' calls. No zod and no react-query here: these load on public pages (the
// JavaScript budget); the forms check their fields with the domain's plain rules.
import { useCallback, useRef } from 'react';
import { api } from '../../lib/api-client';

/**
 * The form ticket of the bot checks (ADR 47): fetched once when a person starts filling the form
 * (first focus), sent with it. A ticket fetched at the last moment still works: the server only
 * needs it to be a few seconds old, and people take longer than that. A ticket serves one
 * submission: once the form is sent, `renew` fetches the next one for another.
 */
export function useFormTicket() {
  const ticket = useRef<Promise<string> | null>(null);
  const start = useCallback(() => {
    ticket.current ??= api.get<{ formTicket: string }>('/forms/ticket').then((answer) => answer.formTicket);
    ticket.current.catch(() => {
      ticket.current = null;
    });
  }, []);
  const get = useCallback(async () => {
    start();
    return ticket.current as Promise<string>;
  }, [start]);
  const renew = useCallback(() => {
    ticket.current = null;
    start();
  }, [start]);
  return { start, get, renew };
}

export type LeadBody = {
  formName: string;
  name: string;
  leadEmail: string;
  phone?: string;
  practiceName?: string;
  role?: string;
  roleOther?: string;
  position?: string;
  zip?: string;
  leadSource?: string;
  assetTitle?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmContent?: string;
  pageUri?: string;
  formTicket: string;
  website: string;
};

export const submitLead = (body: LeadBody) => api.put<{ message: string }>('/users/public/lead', body);
export const sendContactMessage = (body: { name: string; email: string; message: string; formTicket: string; website: string }) =>
  api.post<{ message: string }>('/contactus', body);
export const subscribeToNewsletter = (body: { email: string; formTicket: string; website: string }) =>
  api.post<{ message: string }>('/newsletter/subscriptions', body);

export type NewsletterStatus = { email: string; status: 'PENDING' | 'CONFIRMED' | 'UNSUBSCRIBED' };
export const confirmNewsletter = (token: string) => api.post<NewsletterStatus>('/newsletter/confirm', { token });
export const unsubscribeNewsletter = (token: string) => api.post<NewsletterStatus>('/newsletter/unsubscribe', { token });
