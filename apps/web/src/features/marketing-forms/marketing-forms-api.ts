// The public forms' calls. No zod and no react-query here: these load on public pages (the
// JavaScript budget); the forms check their fields with the domain's plain rules.
import { api } from '../../lib/api-client';

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
