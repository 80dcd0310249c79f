import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteLogo } from './site-logo';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const drawing = (svg: string) => /<path d="([^"]+)"/.exec(svg)?.[1];

describe('one logo', () => {
  it('draws the header mark as the favicon is drawn', () => {
    const header = renderToString(
      <StaticRouter location="/">
        <SiteLogo />
      </StaticRouter>,
    );
    expect(drawing(header)).toBeDefined();
    expect(drawing(header)).toBe(drawing(read('../../../public/favicon.svg')));
  });

  it('uses that mark in the signed-in area, not an icon font tooth', () => {
    const appLayout = read('../../features/app-shell/app-layout.tsx');
    expect(appLayout).toContain('<LogoMark');
    expect(appLayout).not.toMatch(/faTooth/);
  });
});
