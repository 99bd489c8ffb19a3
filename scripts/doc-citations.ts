// Code cites only documents that are in the repository: a comment or a lint message that points to a document, a
// section of it or a decision record must point to one that exists, so a newcomer who follows it finds the text.
// The documents hold to the same rule, and their Markdown links lead to files and headings that exist.
// The product and its architecture are described in docs/product.md and docs/architecture.md; the original
// client's specification and design notes are not in the repository, so citing them is refused outright.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) slugs.add(headingSlug(heading[1]));
  }
  return slugs;
}

/** What a reader of the repository can open: its files, and each Markdown file's headings. */
export interface Library {
  exists(repoPath: string): boolean;
  slugs(repoPath: string): Set<string>;
  decisions: readonly string[];
}

const refused: { pattern: RegExp; why: string }[] = [
  {
    pattern: /\bdesign\.md\b/,
    why: 'design.md is not in the repository: cite docs/architecture.md or docs/product.md',
  },
  { pattern: /\bspec\.md\b/, why: 'spec.md is not in the repository: cite docs/product.md' },
  { pattern: /\bspec\s*§/i, why: '"spec §N" points outside the repository: cite a section of docs/product.md' },
];

/** The citations in one file's text that lead nowhere, each as "line: why". */
export function citationProblems(text: string, library: Library): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const at = `line ${index + 1}`;
    for (const { pattern, why } of refused) if (pattern.test(line)) problems.push(`${at}: ${why}`);
    // A path into docs/ (not a URL such as /api/docs/json); docs/decisions/0010 names a decision by its number.
    for (const match of line.matchAll(/(?<![\w/])docs\/([\w./-]*\w)(?:#([\w-]+))?/g)) {
      const target = `docs/${match[1]}`;
      const decision = /^docs\/decisions\/(\d{4})$/.exec(target);
      if (decision) {
        if (!library.decisions.includes(decision[1])) problems.push(`${at}: decision ${decision[1]} does not exist`);
      } else if (!library.exists(target)) problems.push(`${at}: ${target} does not exist`);
      else if (match[2] && !library.slugs(target).has(match[2]))
        problems.push(`${at}: ${target} has no section #${match[2]}`);
    }
    for (const match of line.matchAll(/\b[Dd]ecisions? (\d{4})\b/g)) {
      if (!library.decisions.includes(match[1])) problems.push(`${at}: decision ${match[1]} does not exist`);
    }
  });
  return problems;
}

/** The repository as it is on disk. */
export function repositoryLibrary(): Library {
  const cache = new Map<string, Set<string>>();
  return {
    exists: (repoPath) => existsSync(path.join(root, repoPath)),
    slugs(repoPath) {
      let slugs = cache.get(repoPath);
      if (!slugs) {
        slugs = headingSlugs(readFileSync(path.join(root, repoPath), 'utf8'));
        cache.set(repoPath, slugs);
      }
      return slugs;
    },
    decisions: readdirSync(path.join(root, 'docs/decisions')).map((name) => name.slice(0, 4)),
  };
}

/**
 * The relative Markdown links of a document (`[text](deploy.md#backups)`, `[text](#section)`) that lead to no file
 * or no heading, each as "line: why". `file` is the document's path in the repository; links to the web are not
 * followed.
 */
export function linkProblems(text: string, file: string, library: Library): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/\]\(([^)\s]*)\)/g)) {
      const [target, anchor] = match[1].split('#');
      if (/^[a-z]+:/i.test(target) || target.startsWith('/')) continue;
      const resolved = target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      if (!library.exists(resolved)) problems.push(`line ${index + 1}: ${match[1]} leads to no file`);
      else if (anchor && resolved.endsWith('.md') && !library.slugs(resolved).has(anchor))
        problems.push(`line ${index + 1}: ${resolved} has no section #${anchor}`);
    }
  });
  return problems;
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\n');
}

/** The documents: the README and everything under docs/. */
export function documentFiles(): string[] {
  return trackedFiles().filter((file) => file === 'README.md' || /^docs\/.*\.md$/.test(file));
}

/** Code, configuration and lint messages: every tracked text file outside the documents themselves. */
export function codeFiles(): string[] {
  const tracked = trackedFiles();
  // The checker and its test name the refused documents on purpose.
  const checker = new Set(['scripts/doc-citations.ts', 'scripts/doc-citations.test.ts']);
  return tracked.filter(
    (file) =>
      /\.(ts|tsx|mts|mjs|js|cjs|json|jsonc|css|html|sh)$/.test(file) &&
      !file.endsWith('package-lock.json') &&
      !checker.has(file),
  );
}
