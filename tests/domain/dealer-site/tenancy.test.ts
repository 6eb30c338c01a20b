import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostnameOf, resolveSiteSlug } from '../../../domain/dealer-site';

const sites = [
  { slug: 'sunstate-motor-group', domains: ['www.sunstatemotorgroup.com.au'] },
  { slug: 'harbour-motors', domains: ['www.harbourmotors.com.au', 'harbourmotors.com.au'] },
  { slug: 'bayside-pre-owned', domains: ['www.baysidepreowned.com.au'] },
];
const DEFAULT = 'sunstate-motor-group';
const resolve = (host: string | undefined) => resolveSiteSlug(host, sites, DEFAULT);

describe('resolveSiteSlug (ARCHITECTURE tenancy)', () => {
  it.each([
    ['harbour-motors.localhost:3000', 'harbour-motors'],
    ['harbour-motors.localhost', 'harbour-motors'],
    ['bayside-pre-owned.localhost:8080', 'bayside-pre-owned'],
    ['sunstate-motor-group.localhost:3000', 'sunstate-motor-group'],
  ])('serves the site named by the subdomain of localhost: %s', (host, slug) => {
    expect(resolve(host)).toBe(slug);
  });

  it.each([
    ['www.harbourmotors.com.au', 'harbour-motors'],
    ['www.harbourmotors.com.au:443', 'harbour-motors'],
    ['harbourmotors.com.au:8443', 'harbour-motors'],
    ['www.baysidepreowned.com.au:3000', 'bayside-pre-owned'],
    ['www.harbourmotors.com.au.', 'harbour-motors'],
  ])('serves the site of a configured custom domain, port ignored: %s', (host, slug) => {
    expect(resolve(host)).toBe(slug);
  });

  it.each([
    ['WWW.HarbourMotors.COM.AU:3000', 'harbour-motors'],
    ['Harbour-Motors.LOCALHOST:3000', 'harbour-motors'],
  ])('is case-insensitive: %s', (host, slug) => {
    expect(resolve(host)).toBe(slug);
  });

  it.each([['localhost'], ['localhost:3000'], ['127.0.0.1'], ['127.0.0.1:3000'], ['[::1]:3000'], ['www.someone-else.com.au'], [''], [undefined]])(
    'serves the default site on a bare or unconfigured host: %s',
    (host) => {
      expect(resolve(host)).toBe(DEFAULT);
    },
  );

  it.each([['unknown.localhost'], ['unknown.localhost:3000'], ['www.harbour-motors.localhost:3000']])(
    'answers null for an unknown localhost subdomain, so the server can 404: %s',
    (host) => {
      expect(resolve(host)).toBeNull();
    },
  );

  it('matches a configured domain written with capitals or a port', () => {
    const odd = [{ slug: 'odd', domains: ['Shop.Example.COM.au:8443'] }];
    expect(resolveSiteSlug('shop.example.com.au', odd, 'x')).toBe('odd');
  });

  it('a port never changes which site a host resolves to', () => {
    const hosts = fc.constantFrom('harbour-motors.localhost', 'www.harbourmotors.com.au', 'localhost', 'unknown.localhost', '127.0.0.1');
    fc.assert(
      fc.property(hosts, fc.integer({ min: 1, max: 65535 }), (host, port) => {
        expect(resolve(`${host}:${port}`)).toBe(resolve(host));
      }),
    );
  });
});

describe('hostnameOf', () => {
  it.each([
    ['Example.COM:3000', 'example.com'],
    ['  localhost  ', 'localhost'],
    ['[::1]:3000', '::1'],
    ['::1', '::1'],
    ['example.com.', 'example.com'],
    [undefined, ''],
  ])('%s → %s', (host, hostname) => {
    expect(hostnameOf(host)).toBe(hostname);
  });
});
