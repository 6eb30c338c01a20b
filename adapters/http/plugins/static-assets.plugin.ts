import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export interface StaticAssetsOptions {
  /** The Vite client build (`dist/client`): its hashed files are under `assets/`; absent, no pages are served (API only). */
  clientDir?: string;
  /** Unhashed public files (logos, favicon), served from the site root; optional. */
  publicDir?: string;
}

/**
 * Files for the browser. Vite's hashed build output never changes under a name, so it
 * is cached for a year as immutable; public files keep their names across releases
 * and are cached for an hour.
 */
export const staticAssetsPlugin = fp<StaticAssetsOptions>(
  async (app, { clientDir, publicDir }) => {
    if (clientDir !== undefined) {
      const assetsDir = join(resolve(clientDir), 'assets');
      if (!existsSync(assetsDir)) throw new Error(`The client build is missing: ${assetsDir} does not exist (run npm run build).`);
      await app.register(fastifyStatic, {
        root: assetsDir,
        prefix: '/assets/',
        maxAge: '365d',
        immutable: true,
        index: false,
        dotfiles: 'deny',
      });
    }

    if (publicDir && existsSync(publicDir)) {
      // One route per file found at start-up, so every other path stays with the page routes.
      await app.register(fastifyStatic, {
        root: resolve(publicDir),
        prefix: '/',
        wildcard: false,
        decorateReply: false,
        index: false,
        maxAge: '1h',
        dotfiles: 'deny',
      });
    }
  },
  { name: 'caryard-static-assets', fastify: '5.x' },
);
