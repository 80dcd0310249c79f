import { createServer, type Server } from 'node:http';
import sharp from 'sharp';

// A map tile server on this machine, for journeys of the office maps: every /tiles/{z}/{x}/{y}.png
// answers a 256x256 PNG (a pale square with a grid line), and the server remembers what it was asked.

export type TileServer = { template: string; origin: string; requested: string[]; close: () => Promise<void> };

const TILE_PATH = /^\/tiles\/\d+\/-?\d+\/-?\d+\.png$/;

async function tileImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e8efe4"/><path d="M0 0H256V256" fill="none" stroke="#b9c8b2" stroke-width="2"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function startTileServer(): Promise<TileServer> {
  const image = await tileImage();
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (request.method !== 'GET' || !TILE_PATH.test(path)) {
      response.writeHead(404).end();
      return;
    }
    requested.push(path);
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': image.length, 'cache-control': 'no-store' }).end(image);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the tile server has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    template: `${origin}/tiles/{z}/{x}/{y}.png`,
    origin,
    requested,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
