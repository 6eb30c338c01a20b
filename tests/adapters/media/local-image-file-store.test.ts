/**
 * Issue 12 uploads: sellers' photos on disk under generated names only, readable by the server's
 * user alone, written whole or not at all.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalImageFileStore } from '../../../adapters/media/local-image-file-store';

describe('LocalImageFileStore', () => {
  let root: string;
  let dir: string;
  let store: LocalImageFileStore;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'caryard-trade-in-files-'));
    dir = join(root, 'uploads', 'trade-in');
    store = new LocalImageFileStore(dir);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes a photo under its generated name, creating the directory, and reads the same bytes back', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]);
    await store.write('3f1c2a-0b9e.jpg', bytes);
    expect(readdirSync(dir)).toEqual(['3f1c2a-0b9e.jpg']);
    expect(Buffer.from((await store.read('3f1c2a-0b9e.jpg')) ?? []).equals(Buffer.from(bytes))).toBe(true);
  });

  it('makes files readable by the server user alone (0600) in a directory only it can enter (0700)', async () => {
    await store.write('a1.png', new Uint8Array([1]));
    expect(statSync(join(dir, 'a1.png')).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('replaces a file whole and leaves no temporary file behind', async () => {
    await store.write('b2.gif', new Uint8Array(1000).fill(1));
    await store.write('b2.gif', new Uint8Array([7, 7]));
    expect(Array.from((await store.read('b2.gif')) ?? [])).toEqual([7, 7]);
    expect(readdirSync(dir)).toEqual(['b2.gif']);
  });

  it('writes many photos at once, each whole', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `eval-${i}.heic`);
    await Promise.all(names.map((name, i) => store.write(name, new Uint8Array(50_000).fill(i))));
    expect(readdirSync(dir).sort()).toEqual([...names].sort());
    for (const [i, name] of names.entries()) {
      const bytes = (await store.read(name)) ?? new Uint8Array();
      expect(bytes.length).toBe(50_000);
      expect(bytes.every((b) => b === i)).toBe(true);
    }
  });

  it('answers null for a photo it does not have, and removing one twice is fine', async () => {
    expect(await store.read('missing.jpg')).toBeNull();
    await store.write('c3.jpg', new Uint8Array([1]));
    await store.remove('c3.jpg');
    await store.remove('c3.jpg');
    expect(await store.read('c3.jpg')).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses any name that is not a generated one: paths, dot-dot, a seller file name, other extensions', async () => {
    writeFileSync(join(root, 'secret.jpg'), 'outside');
    const bad = [
      '../secret.jpg',
      '../../etc/passwd',
      'sub/photo.jpg',
      '/tmp/x.jpg',
      'IMG_0001.JPG',
      'my photo.jpg',
      'photo.jpg.html',
      'photo.svg',
      '.hidden.jpg',
      'photo.jpeg',
      '',
      'photo.jpg\n',
    ];
    for (const name of bad) {
      await expect(store.write(name, new Uint8Array([1]))).rejects.toThrow(/Not a generated trade-in image name/);
      await expect(store.read(name)).rejects.toThrow(/Not a generated trade-in image name/);
      await expect(store.remove(name)).rejects.toThrow(/Not a generated trade-in image name/);
    }
    expect(statSync(join(root, 'secret.jpg')).isFile()).toBe(true);
    expect(readdirSync(root)).toEqual(['secret.jpg']);
  });
});
