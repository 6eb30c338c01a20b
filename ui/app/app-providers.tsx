import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CaryardClient, PublicSite } from '../../application/client/caryard-client.port';
import { CaryardClientContext } from '../hooks/use-caryard-client';
import { siteTheme } from './theme';

export interface AppProvidersProps {
  site: PublicSite;
  /** The client port the routes' loaders use, for components that fetch on their own. */
  client: CaryardClient;
  children: ReactNode;
}

/**
 * Mantine with the dealer's theme, the same on the server and in the browser. The theme's CSS
 * variables are the site's stylesheet made once (theme.ts siteTheme), written here in place of
 * the one Mantine's provider would compute on every render.
 */
export function AppProviders({ site, client, children }: AppProvidersProps) {
  const { theme, css } = siteTheme(site);
  return (
    <MantineProvider theme={theme} withCssVariables={false} forceColorScheme="light">
      <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: css }} />
      <CaryardClientContext.Provider value={client}>{children}</CaryardClientContext.Provider>
    </MantineProvider>
  );
}
