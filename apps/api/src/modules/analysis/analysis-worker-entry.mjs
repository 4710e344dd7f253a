// Worker-thread entry for analysis-pool.ts. Registers tsx so the TypeScript sources load in the
// worker whether the process runs under the tsx CLI (npm start) or a test runner.
import { register } from 'tsx/esm/api';

register();
const { default: analyzeInWorker } = await import('./analysis-worker.ts');

export default analyzeInWorker;
