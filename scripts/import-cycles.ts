// No import cycles, type-only imports included (docs/architecture.md#layers). Biome's noImportCycles (biome.json,
// ignoreTypes false) sees `import type`, but not a type written `import('./module').Name`, and it names a long chain
// where one short loop is enough to see what to cut; this walks the graph itself with TypeScript's own parser.
// A type-only cycle costs nothing at run time, but it ties modules together just as a value cycle does: none of them
// can be understood, moved or split without the others.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const root = path.resolve(import.meta.dirname, '..');

/** The source trees whose graphs are checked, from the repository's root. */
export const sourceRoots = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];

/** Module file → the module files it imports, all as paths from the repository's root. */
export type ImportGraph = Map<string, string[]>;

/**
 * The module specifiers a file imports at load time or for its types: `import` and `import type`, `export ... from`,
 * `import x = require(...)` and type positions' `import('...')`. A call to `import()` is left out: it loads the
 * module later, which is how a lazy route is meant to reach back without a cycle at load time.
 */
export function importedSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      specifiers.push(node.moduleReference.expression.text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      specifiers.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

const extensions = ['.ts', '.tsx', '.d.ts'];

/**
 * The source file a relative specifier names, as the bundler and tsc resolve it (a file with or without its
 * extension, or a folder's index), or undefined for a package or a non-code file (CSS, `?raw` text). Packages are
 * not followed: the contract imports nothing of the apps (biome.json), so no cycle can pass through a package name.
 */
export function resolveSpecifier(fromFile: string, specifier: string): string | undefined {
  if (!/^\.\.?(\/|$)/.test(specifier)) return undefined;
  const base = path.join(path.dirname(fromFile), specifier.split('?')[0]);
  const candidates = [
    ...extensions.map((extension) => base + extension),
    ...extensions.map((extension) => path.join(base, `index${extension}`)),
  ];
  if (/\.tsx?$/.test(base)) candidates.unshift(base);
  return candidates.find(
    (candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile(),
  );
}

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The repository's import graph over the source roots. */
export function repositoryGraph(): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceRoots.flatMap(sourceFiles)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const targets = importedSpecifiers(file, text)
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * Every cycle's shortest loop, one per strongly connected group of modules, each written `a → b → a`. One loop per
 * group is enough to name: cutting it may leave a smaller loop in the group, which the next run names.
 */
export function importCycles(graph: ImportGraph): string[] {
  // Tarjan's strongly connected components, iterative so a deep graph does not exhaust the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  const edges = (node: string) => graph.get(node) ?? [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = edges(frame.node);
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        if (group.length > 1 || edges(frame.node).includes(frame.node)) groups.push(group);
      }
    }
  }
  return groups.map((group) => shortestLoop(graph, group).join(' → '));
}

/** The shortest way from the group's first module (in name order) back to itself, inside the group. */
function shortestLoop(graph: ImportGraph, group: string[]): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const loop = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) loop.push(at);
        return [start, ...loop.slice(1).reverse(), start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return group;
}
