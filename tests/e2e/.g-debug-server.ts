import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import { startTestServer } from '../adapters/http/support/test-server';
const sites = loadDealerSites();
const today = new Date(new Date().toISOString().slice(0, 10));
const cars = generateInventory({ sites, totalCars: 900, seed: 20261121, now: today });
const server = await startTestServer({ cars });
console.log('PORT', server.port);
setInterval(() => {}, 1 << 30);
