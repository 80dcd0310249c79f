import { describe, expect, it } from 'vitest';
import { COMPLETENESS_ITEMS } from '@chairside/domain/profile-completeness';
import { ADD_MODAL_ANCHOR, EDIT_RESUME_ANCHOR, EDIT_SECTIONS, MISSING_ITEM_LINKS } from './missing-items';

describe('missing item links', () => {
  it.each(COMPLETENESS_ITEMS.map((item) => [item.key]))('%s has an action and a place in the app', (key) => {
    const link = MISSING_ITEM_LINKS[key];
    expect(link.action.length).toBeGreaterThan(0);
    expect(link.to).toMatch(/^\/app\//);
  });

  it("keeps the spec's anchors of the edit screen", () => {
    expect(EDIT_RESUME_ANCHOR).toBe('editResumeContent');
    expect(ADD_MODAL_ANCHOR).toBe('addModalContent');
    expect(new Set(Object.values(EDIT_SECTIONS)).size).toBe(Object.keys(EDIT_SECTIONS).length);
  });
});
