// What promotions offers the other features: the one way in (ADR 93).
export { AnnouncementBanner, announcementsKey, announcementsPath } from './announcement-banner';
export { PromotionSlot } from './promotion-slot';
export { VisitContext } from './visit-context';
