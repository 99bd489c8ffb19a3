import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every folder under `root` (and `root`) that is not 0700 and every file that is not 0600, with its mode, as
 * "relative/path 644": empty when the whole tree is readable by its owner only.
 */
export function nonPrivatePaths(root: string): string[] {
  const found: string[] = [];
  const check = (target: string, wanted: number) => {
    const mode = lstatSync(target).mode & 0o777;
    if (mode !== wanted) found.push(`${path.relative(root, target) || '.'} ${mode.toString(8)}`);
  };
  const walk = (dir: string) => {
    check(dir, 0o700);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const target = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(target);
      else if (entry.isFile()) check(target, 0o600);
    }
  };
  walk(root);
  return found;
}
