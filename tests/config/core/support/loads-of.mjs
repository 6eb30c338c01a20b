// `node --import tsx loads-of.mjs ENTRY`: imports ENTRY and prints, as JSON, every URL the
// process loaded doing so (its own project files and the packages they pulled in).
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';

const { port1, port2 } = new MessageChannel();
const loaded = new Set();
const flushed = new Promise((resolve) => port1.on('message', (message) => (message === 'flushed' ? resolve() : loaded.add(message))));
register(new URL('./record-loads.mjs', import.meta.url), { data: { port: port2 }, transferList: [port2] });
await import(pathToFileURL(process.argv[2]).href);
port1.postMessage('flush');
await flushed;
port1.close();
process.stdout.write(JSON.stringify([...loaded]));
