import type { ResolveHost } from './imageFetcher';

/** Options only tests pass, in code: a local server stands in for the CDN. Never read from the environment. */
export interface ImageProxyTestOptions {
  allowLoopback?: boolean;
  extraHosts?: string[];
  resolve?: ResolveHost;
  /** Where to fetch an image from instead (the stand-in CDN serving the real pool's URLs); cached under the original URL. */
  rewrite?: (url: string) => string;
}
