import { MantineProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { PublicSite } from '../../application/client/caryard-client.port';
import { buildTheme, siteCssVariables } from './theme';

export interface AppProvidersProps {
  site: PublicSite;
  /** The page's CSP style nonce: Mantine's `<style>` tags must carry it. */
  styleNonce: string;
  children: ReactNode;
}

/** Mantine with the dealer's theme, the same on the server and in the browser. */
export function AppProviders({ site, styleNonce, children }: AppProvidersProps) {
  const theme = useMemo(() => buildTheme(site), [site]);
  const cssVariablesResolver = useMemo(() => siteCssVariables(site), [site]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      getStyleNonce={() => styleNonce}
    >
      {children}
    </MantineProvider>
  );
}
