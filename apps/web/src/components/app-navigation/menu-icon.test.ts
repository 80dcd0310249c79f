import { describe, expect, it } from 'vitest';
import { faAddressCard, faArrowsRotate, faCircleQuestion, faGear, faHouse, faMagnifyingGlass, faTooth } from '@fortawesome/free-solid-svg-icons';
import { DEFAULT_MENU_ICON, MENU_ICONS, menuIconFor } from './menu-icon';

const SPEC_NAMES = [
  'home',
  'calendar',
  'search',
  'building',
  'address card',
  'chart pie',
  'comments',
  'star',
  'book',
  'newspaper',
  'shield',
  'cog',
  'file',
  'gift',
  'clipboard list',
  'edit',
  'paper plane',
  'bell',
  'mobile',
  'id card',
  'dollar',
  'circle',
  'map',
  'heart',
  'smile',
  'gem',
  'tooth',
  'users',
  'briefcase',
  'chart bar',
  'copy',
  'sync',
];

describe('menuIconFor', () => {
  it('maps exactly the spec list', () => {
    expect(Object.keys(MENU_ICONS).sort()).toEqual([...SPEC_NAMES].sort());
  });

  it.each(SPEC_NAMES)('"%s" has its own icon, not the default', (name) => {
    expect(menuIconFor(name)).not.toBe(DEFAULT_MENU_ICON);
  });

  it.each([
    ['home', faHouse],
    ['search', faMagnifyingGlass],
    ['cog', faGear],
    ['tooth', faTooth],
    ['sync', faArrowsRotate],
    ['address card', faAddressCard],
    ['Address Card', faAddressCard],
    ['address-card', faAddressCard],
    ['  address_card ', faAddressCard],
  ])('"%s" gives the matching Font Awesome icon', (name, icon) => {
    expect(menuIconFor(name)).toBe(icon);
  });

  it.each(['rocket', 'addresscard', 'constructor', 'toString', '__proto__', '', null, undefined])('unknown name %s gives the default icon', (name) => {
    expect(menuIconFor(name)).toBe(faCircleQuestion);
  });
});
