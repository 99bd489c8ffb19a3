import { lazySchemas } from './api-client';

/**
 * The shell's answer schemas, loaded on first use (lib.schemas.ts): one loader for all of them, so the first
 * download carries one small dynamic import instead of one per call.
 */
export const shellSchema = lazySchemas(() => import('./lib.schemas'));
