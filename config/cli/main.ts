/** Entry point of the command line: `npm run caryard -- <command>` (config/cli/cli.ts). */
import { runCli } from './cli';

/** Writes and waits until the stream has taken it: exiting sooner can cut output written to a pipe. */
const write = (stream: NodeJS.WriteStream, text: string): Promise<void> =>
  new Promise((resolve) => {
    stream.write(`${text}\n`, () => resolve());
  });

const pending: Promise<void>[] = [];
let code: number;
try {
  code = await runCli(process.argv.slice(2), process.env, {
    out: (text) => void pending.push(write(process.stdout, text)),
    err: (text) => void pending.push(write(process.stderr, text)),
    ...(process.stderr.isTTY ? { progress: process.stderr } : {}),
  });
} catch (error) {
  // Expected failures are values (exit 1 or 2 with one line); reaching here is a bug, so its stack is shown.
  pending.push(write(process.stderr, `caryard: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
  code = 1;
}
await Promise.all(pending);
// The core is closed by then; exiting also ends anything a library left scheduled.
process.exit(code);
