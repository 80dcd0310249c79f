import {
  classifiedCategoryByCode,
  classifiedPath,
  type Classified,
  type ClassifiedCategory,
  type ClassifiedDisplayStatus,
} from '@chairside/domain/classifieds';
import { fileUrl } from '../../platform/file-storage';
import type { ClassifiedPhotoRow, ClassifiedRow } from './classifieds-repository';

export function displayStatusOf(row: ClassifiedRow, now: Date): ClassifiedDisplayStatus {
  if (row.status === 'APPROVED' && row.expiresAt && row.expiresAt <= now) return 'EXPIRED';
  return row.status;
}

/**
 * A listing as the API answers it: its photos in their order; the review note only for its
 * owner and administrators.
 */
export function classifiedViewOf(row: ClassifiedRow, photos: ClassifiedPhotoRow[], viewer: { userId: number | null; isAdmin: boolean }, now: Date): Classified {
  const isOwner = viewer.userId !== null && viewer.userId === row.ownerId;
  return {
    id: row.id,
    status: row.status,
    displayStatus: displayStatusOf(row, now),
    category: row.category as ClassifiedCategory,
    categoryLabel: classifiedCategoryByCode(row.category)?.label ?? row.category,
    title: row.title,
    description: row.description,
    priceCents: row.priceCents,
    city: row.city,
    state: row.state,
    zip: row.zip,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    photos: photos
      .filter((photo) => photo.classifiedId === row.id)
      .map((photo, index) => ({
        id: photo.id,
        url: fileUrl(photo.photoKey),
        thumbnailUrl: fileUrl(photo.thumbnailKey),
        order: index,
        width: photo.width,
        height: photo.height,
      })),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    path: classifiedPath(row.id, row.title),
    isOwner,
    reviewNote: isOwner || viewer.isAdmin ? row.reviewNote : null,
  };
}
