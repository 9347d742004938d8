// The backend thread's entry: TypeScript loads through tsx here too (a worker does not inherit the process's loader).
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
