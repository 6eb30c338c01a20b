/**
 * The client port's contract on the fetch client: HttpCaryardClient against the real JSON API
 * (the test server, no SSR), its fetch sending the site's Host through node:http — Node's own
 * fetch sets Host from the URL, and the Host is what chooses the dealer site.
 */
import { startTestServer } from '../../adapters/http/support/test-server';
import { HttpCaryardClient } from '../../../ui/client/http-caryard-client';
import { CONTRACT_SITE, describeCaryardClientContract } from './caryard-client-contract';
import { fetchWithHost } from './fetch-with-host';

describeCaryardClientContract('over fetch', async ({ cars, overrides }) => {
  const server = await startTestServer({ ssr: false, cars, overrides });
  return {
    client: new HttpCaryardClient(server.origin, fetchWithHost(server.host(CONTRACT_SITE))),
    close: () => server.close(),
  };
});
