import { describe, expect, it } from 'vitest';
import { differsFromSaved, historyIndexOf, leavesThePage, stepsToUndo } from './unsaved-changes';

const here = { href: 'https://chairside.test/app/my-profile/edit', origin: 'https://chairside.test', pathname: '/app/my-profile/edit', search: '' } as Location;
const plainClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

function anchor(href: string, attributes: Record<string, string> = {}) {
  return {
    href: new URL(href, here.href).href,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name in attributes,
  } as unknown as HTMLAnchorElement;
}

describe('leavesThePage', () => {
  it.each([
    ['another page of the site', '/app/dashboard', {}, plainClick, true],
    ['the same page with a query', '/app/my-profile/edit?tab=2', {}, plainClick, true],
    ['another site', 'https://example.com/', {}, plainClick, true],
    ['a jump within the page', '#edit-details', {}, plainClick, false],
    ['the same page', '/app/my-profile/edit', {}, plainClick, false],
    ['a new tab', '/app/dashboard', { target: '_blank' }, plainClick, false],
    ['a download', '/receipt.pdf', { download: '' }, plainClick, false],
    ['a ctrl-click (new tab)', '/app/dashboard', {}, { ...plainClick, ctrlKey: true }, false],
    ['a middle click', '/app/dashboard', {}, { ...plainClick, button: 1 }, false],
  ])('%s: %s', (_name, href, attributes, click, leaves) => {
    expect(leavesThePage(anchor(href, attributes), click, here)).toBe(leaves);
  });
});

describe('differsFromSaved', () => {
  it.each([
    ['the same text', { name: 'Ann' }, { name: 'Ann' }, false],
    ['typed text', { name: 'Anne' }, { name: 'Ann' }, true],
    ['the same list', { days: ['MON', 'TUE'] }, { days: ['MON', 'TUE'] }, false],
    ['a ticked box', { days: ['MON', 'TUE', 'WED'] }, { days: ['MON', 'TUE'] }, true],
    ['a nested change', { dates: [{ date: '2026-12-01', startTime: '08:00' }] }, { dates: [{ date: '2026-12-01', startTime: '' }] }, true],
    ['a switch turned off', { newsletter: false }, { newsletter: true }, true],
  ])('%s', (_name, values, saved, differs) => {
    expect(differsFromSaved(values, saved)).toBe(differs);
  });
});

describe('undoing Back and Forward', () => {
  it('reads the position the router keeps in an entry', () => {
    expect(historyIndexOf({ usr: null, key: 'k1', idx: 4 })).toBe(4);
    expect(historyIndexOf({ idx: 0 })).toBe(0);
    expect(historyIndexOf(null)).toBeNull();
    expect(historyIndexOf({ key: 'k1' })).toBeNull();
    expect(historyIndexOf('4')).toBeNull();
  });

  it.each([
    ['Back one entry', 5, 4, 1],
    ['Back three entries (a long press on Back)', 5, 2, 3],
    ['Forward one entry', 4, 5, -1],
    ['an entry without a position: Back assumed', null, 3, 1],
    ['from an entry without a position', 5, null, 1],
  ])('%s', (_name, from, to, steps) => {
    expect(stepsToUndo(from, to)).toBe(steps);
  });
});
