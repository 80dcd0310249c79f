// The messages screens' form checks: the API's schemas, with the words the forms say for a blank message.
import * as z from 'zod';
import { MessageInputSchema } from '@chairside/domain/messaging';

/** A message as typed: blank says "Write a message."; anything else goes through the API's own check (sent as written). */
export const MessageFormSchema = MessageInputSchema.extend({
  message: z
    .string()
    .refine((text) => text.trim() !== '', 'Write a message.')
    .pipe(MessageInputSchema.shape.message),
});

export const EMPTY_MESSAGE: z.input<typeof MessageFormSchema> = { message: '' };
