import type { Page } from '@playwright/test';

export declare const KB: number;
export declare const JS_BUDGET: Record<string, { kb: number; reason: string }>;
export interface ScriptFile {
  file: string;
  raw: number;
  gzip: number;
}
export declare function measureRouteScripts(
  page: Page,
  base: string,
  url: string,
): Promise<{ files: ScriptFile[]; raw: number; gzip: number }>;
