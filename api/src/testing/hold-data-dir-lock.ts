import { acquireDataDirLock, DataDirLockedError } from '../config/data-dir-lock.js';

// A process that takes a data folder's lock, for the lock's tests:
//   node --import tsx api/src/testing/hold-data-dir-lock.ts <dataDir> [<epoch ms to start at>]
// Prints `acquired <pid>` and holds the lock until stdin closes or SIGTERM,
// or prints `locked <owner pid>` and exits 3 when another process holds it.
const [dataDir, startAt] = process.argv.slice(2);
if (!dataDir) {
  process.stderr.write('Usage: hold-data-dir-lock <dataDir> [<epoch ms to start at>]\n');
  process.exit(2);
}
// Several of these started together wait for one moment, then race for the lock.
if (startAt) await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
try {
  const lock = await acquireDataDirLock(dataDir, { kind: 'cli', command: 'hold-data-dir-lock' });
  const release = () => void lock.release().then(() => process.exit(0));
  process.once('SIGTERM', release);
  process.stdin.on('end', release).resume();
  // Last: the parent may signal as soon as it reads this line.
  process.stdout.write(`acquired ${process.pid}\n`);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  process.stdout.write(`locked ${error.owner.pid}\n`);
  process.exit(3);
}
