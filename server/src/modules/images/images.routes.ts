import path from 'node:path';
import { Router, type Response } from 'express';
import type { AppContext } from '../../context';
import { clubBadge, playerBadge, type BadgeInfo } from '../players/players.service';
import { badgeSvg } from './badgeSvg';
import { diskImageCache, memoryImageCache } from './imageCache';
import { fetchImage, ImageRefused, type ResolveHost } from './imageFetcher';

/** Options only tests pass, in code: a local server stands in for the CDN. Never read from the environment. */
export interface ImageProxyTestOptions {
  allowLoopback?: boolean;
  extraHosts?: string[];
  resolve?: ResolveHost;
}

const UNKNOWN: BadgeInfo = { name: '?', primary: '#1f2937', secondary: '#ffffff' };
const BADGE_PATH = /^\/api\/images\/(player|club)\/([^/]+)\.svg$/;

function sendImage(res: Response, contentType: string, body: string | Buffer, maxAge: number) {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', `public, max-age=${maxAge}`);
  // Drawable on a canvas from any page (builder PNG capture) without tainting it.
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.send(body);
}

export function imagesRouter(ctx: AppContext, test: ImageProxyTestOptions = {}): Router {
  const router = Router();
  const cache =
    ctx.config.DATA_DIR === 'memory://' ? memoryImageCache() : diskImageCache(path.resolve(ctx.config.DATA_DIR, 'image-cache'));
  const policy = {
    allowedHosts: [...ctx.config.IMAGE_PROXY_HOSTS, ...(test.extraHosts ?? [])],
    maxBytes: ctx.config.IMAGE_MAX_BYTES,
    allowLoopback: test.allowLoopback,
    resolve: test.resolve,
  };
  // Concurrent requests for one image share one fetch.
  const inFlight = new Map<string, ReturnType<typeof fetchImage>>();

  async function badgeFor(kind: string, id: string): Promise<string> {
    const clubId = Number(id);
    const info =
      kind === 'club'
        ? Number.isInteger(clubId) && clubId > 0 && clubId < 2 ** 31
          ? await clubBadge(ctx.db, clubId)
          : null
        : await playerBadge(ctx.db, id);
    return badgeSvg({ ...(info ?? UNKNOWN), shape: kind === 'club' ? 'shield' : 'circle' });
  }

  /** The fallback named by the request when it is one of our badge paths; otherwise a neutral badge. */
  async function fallbackSvg(fallback: unknown): Promise<string> {
    const m = typeof fallback === 'string' ? BADGE_PATH.exec(fallback) : null;
    if (!m) return badgeSvg({ ...UNKNOWN, shape: 'circle' });
    return badgeFor(m[1], decodeURIComponent(m[2]));
  }

  router.get('/proxy', async (req, res) => {
    const url = typeof req.query.url === 'string' ? req.query.url : '';
    try {
      let image = await cache.get(url);
      if (!image) {
        let pending = inFlight.get(url);
        if (!pending) {
          pending = fetchImage(url, policy).finally(() => inFlight.delete(url));
          inFlight.set(url, pending);
        }
        image = await pending;
        await cache.set(url, image);
      }
      sendImage(res, image.contentType, image.body, 7 * 24 * 3600);
    } catch (err) {
      const reason = err instanceof ImageRefused ? err.reason : (err as Error).message;
      req.log?.info({ url, reason }, 'image proxy fallback');
      sendImage(res, 'image/svg+xml', await fallbackSvg(req.query.fallback), 300);
    }
  });

  router.get('/:kind/:file', async (req, res, next) => {
    const { kind, file } = req.params;
    if ((kind !== 'player' && kind !== 'club') || !file.endsWith('.svg')) return next();
    sendImage(res, 'image/svg+xml', await badgeFor(kind, file.slice(0, -4)), 3600);
  });

  return router;
}
