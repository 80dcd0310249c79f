import { expect, test } from '@playwright/test';

test('the API answers ready and the home page renders on the server', async ({ request }) => {
  expect((await request.get('/api9/ready')).ok()).toBe(true);
  const html = await (await request.get('/')).text();
  expect(html).toContain('<div id="root">');
});
