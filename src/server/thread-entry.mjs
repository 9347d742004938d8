// A worker thread's entry when the server runs from the source tree (see thread-script.ts): TypeScript loads through
// tsx here too (a worker does not inherit the process's loader), then the module `workerData.entry` runs.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
