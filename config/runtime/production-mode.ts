/**
 * Imported first by the server's entry (config/main.ts), before anything that may load React:
 * React and React DOM choose their build when first loaded, by NODE_ENV. Unset, they run their
 * development build — prop validation and a component stack on every element — which renders a
 * page several times slower (issue 16: a vehicle page's server render). A deployment that sets
 * NODE_ENV keeps its choice; tests run under vitest's own NODE_ENV ('test').
 */
process.env['NODE_ENV'] ??= 'production';

export {};
