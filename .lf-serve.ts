// Temporary launcher (lead-forms helper): serves a private copy of dist/ so parallel rebuilds don't disturb screenshots.
import { BUILD } from './config/container';
import { startCaryard } from './config/app';
import { loadSettings } from './config/runtime/settings';
BUILD.clientDir = '/work/main/.lf-dist/client';
BUILD.serverEntry = '/work/main/.lf-dist/server/entry-server.js';
const running = await startCaryard(loadSettings(process.env));
console.log('listening', running.url);
