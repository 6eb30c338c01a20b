import { MantineProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { CaryardClient, PublicSite } from '../../application/client/caryard-client.port';
import { CaryardClientContext } from '../hooks/use-caryard-client';
import { buildTheme, siteCssVariables } from './theme';

export interface AppProvidersProps {
  site: PublicSite;
  /** The client port the routes' loaders use, for components that fetch on their own. */
  client: CaryardClient;
  children: ReactNode;
}

/** Mantine with the dealer's theme, the same on the server and in the browser. */
export function AppProviders({ site, client, children }: AppProvidersProps) {
  const theme = useMemo(() => buildTheme(site), [site]);
  const cssVariablesResolver = useMemo(() => siteCssVariables(site), [site]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
    >
      <CaryardClientContext.Provider value={client}>{children}</CaryardClientContext.Provider>
    </MantineProvider>
  );
}
