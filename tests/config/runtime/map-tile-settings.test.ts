/**
 * issue 13 'The map': the interactive map's tile service comes from settings (docs/operations.md
 * "Configuration": MAP_TILE_URL, MAP_TILE_KEY, MAP_TILE_ATTRIBUTION) and reaches the browser in
 * the public site; without it every site draws the offline map.
 */
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { GetSite, mapTileService } from '../../../application/dealer-site/get-site.use-case';
import { loadDealerSites } from '../../../config/dealer-sites';
import { InvalidSettingsError, loadSettings } from '../../../config/runtime/settings';

describe('map tile settings (issue 13)', () => {
  it('has no tile service by default: the offline map', () => {
    expect(loadSettings({})).not.toHaveProperty('mapTiles');
    expect(mapTileService(undefined)).toBeNull();
  });

  it('reads the URL template, the key and the credit', () => {
    const settings = loadSettings({
      MAP_TILE_URL: 'https://tiles.example.com/styles/streets/{z}/{x}/{y}.png?key={key}',
      MAP_TILE_KEY: 'pk-123',
      MAP_TILE_ATTRIBUTION: '© Example Maps © OpenStreetMap contributors',
    });
    expect(settings.mapTiles).toEqual({
      urlTemplate: 'https://tiles.example.com/styles/streets/{z}/{x}/{y}.png?key={key}',
      key: 'pk-123',
      attribution: '© Example Maps © OpenStreetMap contributors',
    });
  });

  it('refuses a template that is not https or lacks a tile coordinate, and {key} without a key', () => {
    expect(() => loadSettings({ MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL: must be an https:\/\/ URL template/);
    expect(() => loadSettings({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(/MAP_TILE_URL: must contain \{z\}, \{x\} and \{y\}/);
    expect(() => loadSettings({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png?key={key}' })).toThrow(
      /MAP_TILE_KEY: is required when MAP_TILE_URL has \{key\}/,
    );
    expect(() => loadSettings({ MAP_TILE_URL: 'not a url' })).toThrow(InvalidSettingsError);
  });

  it('gives the browser the template with the key filled in, and the tile host as the default credit', () => {
    expect(mapTileService({ urlTemplate: 'https://t.example.com/{z}/{x}/{y}.png?k={key}', key: 'a b' })).toEqual({
      url: 'https://t.example.com/{z}/{x}/{y}.png?k=a%20b',
      attribution: 'Map tiles: t.example.com',
    });
  });

  it('puts the tile service in every public site, and null without one', async () => {
    const site = loadDealerSites()[0];
    if (!site) throw new Error('no demo site');
    const tiles = { url: 'https://t.example.com/{z}/{x}/{y}.png', attribution: '© T' };
    expect(await new GetSite({ mapTiles: tiles }).execute({ site })()).toEqual(E.right(expect.objectContaining({ map_tiles: tiles })));
    expect(await new GetSite().execute({ site })()).toEqual(E.right(expect.objectContaining({ map_tiles: null })));
  });
});
