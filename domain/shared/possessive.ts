/**
 * A name in the possessive, as Australian house style writes it: ’s after most names
 * ('Sunstate Motor Group’s'), the apostrophe alone after a name ending in s ('Harbour Motors’',
 * 'Saltbush Caravans’'). Every copy that makes a name possessive goes through here.
 */
export function possessive(name: string): string {
  const trimmed = name.trim();
  return /s$/i.test(trimmed) ? `${trimmed}’` : `${trimmed}’s`;
}
