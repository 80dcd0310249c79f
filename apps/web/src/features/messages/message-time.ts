// When a message was sent, as the messages screens say it (e.g. "Nov 29, 7:14 PM").
import { formatDateTime } from '../../lib/dates';

export const when = (iso: string) => formatDateTime(iso, 'monthDayTime');
