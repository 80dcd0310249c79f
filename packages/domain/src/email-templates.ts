import { z } from 'zod';

/** A template's name: kebab-case, as the admin preview's address carries it. */
export const EMAIL_TEMPLATE_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** One email the product sends, as the admin area lists it: the subject is its sample's. */
export const EmailTemplateSummarySchema = z.object({ name: z.string(), description: z.string(), subject: z.string() });
export type EmailTemplateSummary = z.infer<typeof EmailTemplateSummarySchema>;

/** A template rendered with its sample data: both parts of the email. */
export const EmailTemplatePreviewSchema = EmailTemplateSummarySchema.extend({ html: z.string(), text: z.string() });
export type EmailTemplatePreview = z.infer<typeof EmailTemplatePreviewSchema>;
