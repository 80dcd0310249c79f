// How the CE tracker says days, hours and categories.
import { CE_CATEGORIES, type CeCategory } from '@chairside/domain/ce-tracker';
import { formatDate } from '../../lib/dates';

export const dayLabel = (day: string | null) => formatDate(day) || '—';
export const hoursLabel = (hours: number) => `${hours} hour${hours === 1 ? '' : 's'}`;
export const categoryLabel = (code: string | null) => (code && code in CE_CATEGORIES ? CE_CATEGORIES[code as CeCategory] : 'Other');
