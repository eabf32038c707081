import path from 'node:path';
import { Router, type Response } from 'express';
import type { AppContext } from '../../context';
import { badgeSvg, NEUTRAL_BADGE, parseBadgePath } from './badge';
import { diskImageCache, imageCacheKey, memoryImageCache } from './imageCache';
import { fetchImage, ImageRefused } from './imageFetcher';
import type { ImageProxyTestOptions } from './proxyTestOptions';

function sendImage(res: Response, contentType: string, body: string | Buffer, cacheControl: string) {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', cacheControl);
  // Drawable on a canvas from any page (builder PNG capture) without tainting it.
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.send(body);
}

export function imagesRouter(ctx: AppContext, test: ImageProxyTestOptions = {}): Router {
  const router = Router();
  const cache =
    ctx.config.DATA_DIR === 'memory://'
      ? memoryImageCache(ctx.config.IMAGE_CACHE_MAX_BYTES)
      : diskImageCache(path.resolve(ctx.config.DATA_DIR, 'image-cache'), ctx.config.IMAGE_CACHE_MAX_BYTES);
  const policy = {
    allowedHosts: [...ctx.config.IMAGE_PROXY_HOSTS, ...(test.extraHosts ?? [])],
    maxBytes: ctx.config.IMAGE_MAX_BYTES,
    deadlineMs: ctx.config.IMAGE_FETCH_DEADLINE_MS,
    allowLoopback: test.allowLoopback,
    resolve: test.resolve,
  };
  // Concurrent requests for one image (one cache key) share one fetch.
  const inFlight = new Map<string, ReturnType<typeof fetchImage>>();

  router.get('/proxy', async (req, res) => {
    const url = typeof req.query.url === 'string' ? req.query.url : '';
    try {
      let image = await cache.get(url);
      if (!image) {
        const key = imageCacheKey(url) ?? url;
        let pending = inFlight.get(key);
        if (!pending) {
          pending = fetchImage(test.rewrite ? test.rewrite(url) : url, policy).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        image = await pending;
        await cache.set(url, image);
      }
      sendImage(res, image.contentType, image.body, `public, max-age=${7 * 24 * 3600}`);
    } catch (err) {
      const reason = err instanceof ImageRefused ? err.reason : (err as Error).message;
      req.log?.info({ url, reason }, 'image proxy fallback');
      // The fallback named by the request when it is one of our badge paths; otherwise a neutral badge.
      // Kept briefly: the remote image may be back soon.
      const fallback = (typeof req.query.fallback === 'string' && parseBadgePath(req.query.fallback)) || NEUTRAL_BADGE;
      sendImage(res, 'image/svg+xml', badgeSvg(fallback), 'public, max-age=300');
    }
  });

  // A pure function of its path (no database read): the same path always gets the same picture.
  router.get('/badge/*badge', (req, res, next) => {
    const badge = parseBadgePath(req.baseUrl + req.path);
    if (!badge) return next();
    sendImage(res, 'image/svg+xml', badgeSvg(badge), 'public, max-age=31536000, immutable');
  });

  return router;
}
