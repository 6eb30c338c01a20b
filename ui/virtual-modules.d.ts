/** vite.config.ts: a lazily loaded module of the client build (its manifest key) → the stylesheets and scripts it brings. */
declare module 'virtual:client-route-styles' {
  const routes: Readonly<Record<string, { readonly stylesheets: readonly string[]; readonly modulePreloads: readonly string[] }>>;
  export default routes;
}
