import { BOOT_DATA_ID } from '../../../../ui/app/html-document';

/** What a server-rendered page hands its boot script (html-document.ts): router hydration data, the entry and its preloads. */
export interface BootData {
  readonly hydration: { readonly loaderData?: Record<string, unknown> };
  readonly entry: string;
  readonly preloads: readonly string[];
}

/** The page's boot data block, parsed; throws when the page has none. */
export function bootDataOf(html: string): BootData {
  const block = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  if (block === undefined) throw new Error('The page has no boot data block');
  return JSON.parse(block) as BootData;
}

/** Every inline script the browser would run (no src, no data-block type), as its text. */
export function inlineExecutableScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\btype="(?:application\/(?:ld\+)?json)"/.test(m[1] ?? ''))
    .map((m) => m[2] ?? '');
}
