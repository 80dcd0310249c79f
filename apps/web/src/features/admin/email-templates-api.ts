import { useQuery } from '@tanstack/react-query';
import type { EmailTemplatePreview, EmailTemplateSummary } from '@chairside/domain/email-templates';
import { api } from '../../lib/api-client';

const EMAIL_TEMPLATES_KEY = ['admin', 'email-templates'] as const;

/** Every email the product sends, one template each. */
export const useEmailTemplates = () =>
  useQuery({ queryKey: EMAIL_TEMPLATES_KEY, queryFn: ({ signal }) => api.get<EmailTemplateSummary[]>('/admin/email-templates', signal) });

/** One template rendered with its sample data: subject, HTML part and text part. */
export const useEmailTemplate = (name: string) =>
  useQuery({
    queryKey: [...EMAIL_TEMPLATES_KEY, name],
    queryFn: ({ signal }) => api.get<EmailTemplatePreview>(`/admin/email-templates/${encodeURIComponent(name)}`, signal),
  });
