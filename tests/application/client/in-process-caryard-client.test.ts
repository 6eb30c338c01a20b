/**
 * The client port's contract on the in-process client: the core's use cases called directly
 * for the site (as while a page renders on the server), no HTTP, no UI build.
 */
import { rmSync } from 'node:fs';
import { inProcessCaryardClient } from '../../../adapters/http/in-process-caryard-client';
import { buildTestCore } from '../../adapters/http/support/test-server';
import { CONTRACT_SITE, describeCaryardClientContract } from './caryard-client-contract';

describeCaryardClientContract('in-process', async ({ cars, overrides }) => {
  const { core, dataDir } = await buildTestCore({ cars, overrides });
  await core.start({ workers: false });
  const site = core.siteOf(CONTRACT_SITE);
  if (!site) throw new Error(`No site ${CONTRACT_SITE} in the core`);
  return {
    client: inProcessCaryardClient(site, core.useCases),
    close: async () => {
      await core.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
