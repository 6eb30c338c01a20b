import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { RequestCodeAnswer, ShopperView, VerifyCodeAnswer } from '../../../application/shoppers/shopper-contract';
import { signInMachine, type SignInCallResult } from '../../../application/shoppers/sign-in.machine';
import { shopperClient } from '../../client/shopper-client';
import { setShopperSession } from '../../hooks/use-shopper-session';

/**
 * The sign-in machine (application/shoppers/sign-in.machine.ts) bound to the page's shopper
 * client: the calls go over HTTP; once signed in, every part of the page that shows the
 * session (the header, a gate) learns of it at once.
 */
export function useSignIn() {
  const machine = useMemo(
    () =>
      signInMachine.provide({
        actors: {
          requestCode: fromPromise<SignInCallResult<RequestCodeAnswer>, { phone: string }>(({ input }) => shopperClient().requestCode(input.phone)),
          verifyCode: fromPromise<SignInCallResult<VerifyCodeAnswer>, { phone: string; code: string }>(({ input }) =>
            shopperClient().verifyCode(input.phone, input.code),
          ),
        },
        actions: {
          signedIn: (_, shopper: ShopperView) => setShopperSession(shopper),
        },
      }),
    [],
  );
  return useMachine(machine, { input: {} });
}
