import type { EventValues } from '@chairside/domain/community-events';
import { instantOfLocalDateTime } from '@chairside/domain/time-zones';
import { AppError } from '../../platform/errors';
import type { EventFields } from './events-repository';

/** The stored fields of a checked submission: local times read in its zone; an online event keeps no street place. */
export function eventFieldsOf(input: EventValues): EventFields {
  const startAt = instantOfLocalDateTime(input.start, input.timeZone);
  const endAt = instantOfLocalDateTime(input.end, input.timeZone);
  if (!startAt) throw new AppError('VALIDATION', 'Enter the start date and time.', { field: 'start' });
  if (!endAt) throw new AppError('VALIDATION', 'Enter the end date and time.', { field: 'end' });
  if (endAt < startAt) throw new AppError('VALIDATION', 'The event ends after it starts.', { field: 'end' });
  return {
    category: input.category,
    title: input.title,
    url: input.url,
    isOnline: input.isOnline,
    venue: input.venue,
    city: input.city,
    state: input.state,
    zip: input.zip,
    startAt,
    endAt,
    timeZone: input.timeZone,
    description: input.description,
    ceCredits: input.ceCredits,
  };
}
