import type { ComponentType } from 'react';
import type { SignInType } from '../../../domain/shoppers/sign-in';
import { SignInGate } from './sign-in-gate';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * A lazy route's page behind sign-in gating (spec 2 §2): `lazy: gated('finance', financePage)`.
 * Where the site does not gate the type the page renders exactly as before.
 */
export function gated(type: SignInType, load: LazyPage): LazyPage {
  return async () => {
    const { Component: Page } = await load();
    function GatedPage() {
      return (
        <SignInGate type={type}>
          <Page />
        </SignInGate>
      );
    }
    GatedPage.displayName = `Gated(${type})`;
    return { Component: GatedPage };
  };
}
