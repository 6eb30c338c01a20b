import { mkdtempSync, writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { prepareDataDir } from './cli-fixture';
it('prep', async () => {
  const dir = mkdtempSync('/tmp/h9/prep-');
  const leads = await prepareDataDir(dir);
  writeFileSync('/tmp/h9/prep.json', JSON.stringify({ dir, leads }));
}, 300_000);
