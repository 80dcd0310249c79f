import { describe, expect, it } from 'vitest';
import { demoContentPage } from './demo-content';

describe('the /mobile/ page', () => {
  it('tells people how to install the web app on an iPhone and on Android, and promises no app-store app', () => {
    const page = demoContentPage('mobile');
    expect(page?.title).toBe('Chairside on Your Phone');
    const body = page?.body ?? '';
    expect(body).toMatch(/## Install it on an iPhone/);
    expect(body).toContain('**Add to Home Screen**');
    expect(body).toMatch(/## Install it on an Android phone/);
    expect(body).toContain('**Install app**');
    expect(body).not.toMatch(/App Store|Google Play|Play Store|coming soon|download (our|the) app/i);
  });
});
