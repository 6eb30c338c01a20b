// `npm start`: builds the UI when needed, then runs the server (embedded PGlite by default).
//
// Stopping: npm forwards SIGTERM and SIGINT to its script's process; package.json runs this
// file with `exec`, so that process is this one and not a shell that would die and leave
// us running. We pass the signal on to the server, which shuts down gracefully (requests
// finish, database closed, lock released), and exit with it. The server also has an IPC
// channel to us: if we die without passing anything on (SIGKILL), the channel closes
// and the server shuts down too (installGracefulShutdown), so it never outlives us.
// Under npm, likewise, we stop the server when npm itself is gone (SIGKILL), or the
// shell between us where it does not `exec` (npm on Windows runs cmd.exe).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { ensureBuild } from './ensure-build.mjs';

let server;
let stopSignal;
const stop = (signal) => {
  stopSignal ??= signal;
  server?.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
if (process.env.npm_lifecycle_event) {
  // Only under npm: run directly (`nohup node scripts/start.mjs &`), outliving the shell is wanted.
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stop('SIGTERM');
  }, 500);
  watch.unref();
}

try {
  // Synchronous: a signal that arrives meanwhile is handled once it is done.
  ensureBuild();
} catch (error) {
  console.error(`Caryard did not start: the UI build failed (${error instanceof Error ? error.message : String(error)})`);
  process.exit(1);
}
// Let a signal that came during the build be seen before the server is started.
await new Promise((resolve) => setTimeout(resolve, 0));
if (stopSignal) process.exit(128 + constants.signals[stopSignal]);

server = spawn(process.execPath, ['--import', 'tsx', 'config/main.ts', ...process.argv.slice(2)], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
server.on('error', (error) => {
  console.error(`Caryard did not start: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
