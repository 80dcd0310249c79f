import type { CeCourse } from '@chairside/domain/ce-tracker';
import { API_PREFIX_PATH } from './ce-paths';
import type { CourseRow } from './ce-repository';

/** A course as the person sees it: the certificate by its owner-only address, never the storage key. */
export function courseOf(username: string, row: CourseRow): CeCourse {
  return {
    id: row.id,
    title: row.title,
    provider: row.provider,
    completedDate: row.completedDate,
    hours: row.hours,
    category: row.category,
    certificateUrl: row.certificateKey ? `${API_PREFIX_PATH}/users/staff/${username}/ce/courses/${row.id}/certificate` : null,
    certificateType: row.certificateKey ? (row.certificateKey.endsWith('.pdf') ? 'pdf' : 'image') : null,
  };
}
