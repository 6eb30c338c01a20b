/**
 * Generates demo stock across the demo dealer sites.
 *
 *   npx tsx config/demo-inventory/cli.ts --cars N [--seed S] [--out file.json] [--now ISO]
 *
 * N cars in total (up to 100,000), split evenly across the sites. With --out the cars are
 * written as a JSON array, one car per line (newline-delimited JSON for a .ndjson or .jsonl
 * file); without it a summary by site, car type and status is printed. --now fixes the
 * moment the stock is generated for (default: now), so seed and --now reproduce a file.
 * A progress bar shows on stderr for more than 2,000 cars (when stderr is a terminal).
 * Exit codes: 0 done, 2 bad arguments, 1 anything else.
 */
import { SingleBar } from 'cli-progress';
import { loadDealerSites } from '../dealer-sites';
import { generateInventory } from './generate-inventory';
import { PROGRESS_BAR_THRESHOLD, USAGE, formatSummary, parseCliArgs, summariseInventory, writeInventoryJson } from './inventory-cli';

function main(argv: readonly string[]): number {
  const parsed = parseCliArgs(argv);
  if (!parsed.ok) {
    process.stderr.write(`${parsed.error}\n${USAGE}\n`);
    return 2;
  }
  const { cars: count, seed, out, now } = parsed.options;
  const sites = loadDealerSites();

  const bar =
    count > PROGRESS_BAR_THRESHOLD
      ? new SingleBar({ stream: process.stderr, format: 'Generating {bar} {percentage}% | {value}/{total} cars | {duration}s', hideCursor: true })
      : null;
  bar?.start(count, 0);
  const started = performance.now();
  const cars = generateInventory({ sites, totalCars: count, seed, now, onProgress: (done) => bar?.update(done) });
  bar?.stop();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);

  if (out !== null) {
    const bytes = writeInventoryJson(out, cars);
    process.stderr.write(
      `Wrote ${cars.length.toLocaleString('en-AU')} cars for ${sites.length} sites to ${out} (${(bytes / 1e6).toFixed(1)} MB), generated in ${seconds}s\n`,
    );
  } else {
    process.stdout.write(
      `${cars.length.toLocaleString('en-AU')} cars for ${sites.length} sites (seed ${seed}, now ${now.toISOString()}), generated in ${seconds}s\n\n` +
        `${formatSummary(summariseInventory(cars))}\n`,
    );
  }
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
