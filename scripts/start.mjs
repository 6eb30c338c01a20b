// `npm start`: builds the UI when needed, then runs the server (embedded PGlite by default).
import { spawn } from 'node:child_process';
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
const child = spawn(process.execPath, ['--import', 'tsx', 'config/main.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
