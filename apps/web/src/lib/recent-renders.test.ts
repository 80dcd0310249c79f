import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createRecentRenders } from './recent-renders';

function clientWith(answers: Record<string, unknown>, failed: Record<string, string> = {}) {
  const client = new QueryClient();
  for (const [key, data] of Object.entries(answers)) client.setQueryData([key], data);
  for (const [key, message] of Object.entries(failed))
    client.getQueryCache().build(client, { queryKey: [key] }).setState({ status: 'error', error: new Error(message), fetchStatus: 'idle' });
  return client;
}

describe('recent page renders', () => {
  it('reuses the body rendered for the same URL and the same answers, within the time', () => {
    let time = 1_000;
    const renders = createRecentRenders<string>({ ttlMs: 10_000, now: () => time });
    let calls = 0;
    const render = () => ({ body: `<p>render ${++calls}</p>`, meta: 'Job' });

    expect(renders.render('/dental-jobs/job/7/hygienist/', clientWith({ job: { id: 7, title: 'Hygienist' } }), render)).toEqual({ body: '<p>render 1</p>', meta: 'Job' });
    time += 9_999;
    expect(renders.render('/dental-jobs/job/7/hygienist/', clientWith({ job: { id: 7, title: 'Hygienist' } }), render).body).toBe('<p>render 1</p>');
    expect(renders.renders()).toBe(1);
    time += 1;
    expect(renders.render('/dental-jobs/job/7/hygienist/', clientWith({ job: { id: 7, title: 'Hygienist' } }), render).body).toBe('<p>render 2</p>');
  });

  it('renders anew when an answer, a failure or the URL differs', () => {
    const renders = createRecentRenders<string>({ now: () => 0 });
    let calls = 0;
    const render = () => ({ body: `${++calls}`, meta: '' });
    const url = '/dental-jobs/job/7/hygienist/';
    renders.render(url, clientWith({ job: { id: 7, status: 'ACTIVE' } }), render);
    expect(renders.render(url, clientWith({ job: { id: 7, status: 'CANCELED' } }), render).body).toBe('2');
    expect(renders.render(url, clientWith({ job: { id: 7, status: 'CANCELED' } }, { banner: 'down' }), render).body).toBe('3');
    expect(renders.render(url, clientWith({ job: { id: 7, status: 'CANCELED' } }, { banner: 'gone' }), render).body).toBe('4');
    expect(renders.render(`${url}?utm_source=mail`, clientWith({ job: { id: 7, status: 'CANCELED' } }, { banner: 'gone' }), render).body).toBe('5');
    expect(renders.render(url, clientWith({ job: { id: 7, status: 'CANCELED' } }, { banner: 'gone' }), render).body).toBe('4');
  });

  it('keeps at most maxEntries bodies, the oldest out first', () => {
    const renders = createRecentRenders<string>({ maxEntries: 2, now: () => 0 });
    let calls = 0;
    const render = () => ({ body: `${++calls}`, meta: '' });
    for (const url of ['/a', '/b', '/c']) renders.render(url, clientWith({}), render);
    expect(renders.render('/c', clientWith({}), render).body).toBe('3');
    expect(renders.render('/a', clientWith({}), render).body).toBe('4');
  });
});
