// Worker-thread entry for pdf-pool.ts. Registers tsx so the TypeScript sources load in the worker
// whether the process runs under the tsx CLI (npm start) or a test runner.
import { register } from 'tsx/esm/api';

register();
const { default: renderInWorker } = await import('./pdf-worker.ts');

export default renderInWorker;
