import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { requestLog, serverLogging } from './logger';

type Line = { level: number; msg: string; status?: number; ms?: number; req?: { method: string; url: string } };

async function serverWithLines() {
  const lines: Line[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };
  const app = Fastify(serverLogging({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, stream));
  await app.register(requestLog);
  app.get('/jobs', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, lines };
}

describe('request log', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('writes one line per request from outside, without the query string', async () => {
    const { app, lines } = await serverWithLines();
    close = () => app.close();
    const { port } = app.server.address() as { port: number };
    const answer = await fetch(`http://127.0.0.1:${port}/jobs?email=someone@example.com`);
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const requestLines = lines.filter((line) => line.msg === 'request');
    expect(requestLines).toHaveLength(1);
    expect(lines.filter((line) => line.msg !== 'request' && line.msg.includes('request'))).toEqual([]);
    expect(requestLines[0]).toMatchObject({ status: 200, req: { method: 'GET', url: '/jobs' } });
    expect(typeof requestLines[0]?.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('someone@example.com');
  });

  it('keeps requests the process makes to itself out of the info log', async () => {
    const { app, lines } = await serverWithLines();
    close = () => app.close();
    const answer = await app.inject({ method: 'GET', url: '/jobs' });
    expect(answer.statusCode).toBe(200);
    expect(lines.filter((line) => line.msg === 'request')).toEqual([]);
  });
});
