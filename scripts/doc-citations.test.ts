import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  citationProblems,
  codeFiles,
  documentFiles,
  headingSlug,
  type Library,
  linkProblems,
  repositoryLibrary,
  root,
} from './doc-citations';

const library: Library = {
  exists: (file) => file === 'docs/product.md',
  slugs: () => new Set(['navigation-shell', 'api-conventions']),
  decisions: ['0014'],
};

describe('citations of documents', () => {
  it('gives headings the anchors GitHub gives them', () => {
    expect(headingSlug('A screen, from route to cache')).toBe('a-screen-from-route-to-cache');
    expect(headingSlug('Not-found page')).toBe('not-found-page');
  });

  it('accepts a document, a section and a decision that exist', () => {
    const text = '// The bar (docs/product.md#navigation-shell), paged (docs/product.md), kept (decision 0014).';
    expect(citationProblems(text, library)).toEqual([]);
  });

  it('refuses documents that are not in the repository', () => {
    expect(citationProblems('// see design.md', library)).toEqual([
      'line 1: design.md is not in the repository: cite docs/architecture.md or docs/product.md',
    ]);
    expect(citationProblems('x\n// (spec §2 "Cart")', library)[0]).toMatch(/^line 2: "spec §N" points outside/);
    expect(citationProblems('// Spec §7', library)).toHaveLength(1);
  });

  it('refuses a missing document, section or decision', () => {
    expect(citationProblems('// docs/nothing.md', library)).toEqual(['line 1: docs/nothing.md does not exist']);
    expect(citationProblems('// docs/product.md#cart', library)).toEqual([
      'line 1: docs/product.md has no section #cart',
    ]);
    expect(citationProblems('// (decision 0099)', library)).toEqual(['line 1: decision 0099 does not exist']);
    expect(citationProblems('// docs/decisions/0099', library)).toEqual(['line 1: decision 0099 does not exist']);
    expect(citationProblems("fetch('/api/docs/json')", library)).toEqual([]);
  });

  it('holds for every file of code and configuration in the repository, lint messages included', () => {
    const repository = repositoryLibrary();
    const files = codeFiles();
    expect(files).toContain('biome.json');
    const problems = files.flatMap((file) =>
      citationProblems(readFileSync(path.join(root, file), 'utf8'), repository).map((p) => `${file} ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it("follows a document's relative links to files and headings, not links to the web", () => {
    const docs: Library = {
      exists: (file) => ['docs/product.md', 'docs/deploy.md', 'README.md'].includes(file),
      slugs: (file) => new Set(file === 'docs/product.md' ? ['cart'] : ['backups']),
      decisions: [],
    };
    const ok = '[Cart](product.md#cart), [backups](#backups), [up](../README.md), [site](https://example.com/x.md)';
    expect(linkProblems(ok, 'docs/deploy.md', docs)).toEqual([]);
    expect(linkProblems('x\n[gone](payments.md) and [cart](product.md#basket)', 'docs/deploy.md', docs)).toEqual([
      'line 2: payments.md leads to no file',
      'line 2: docs/product.md has no section #basket',
    ]);
    expect(linkProblems('[here](#nowhere)', 'docs/deploy.md', docs)).toEqual([
      'line 1: docs/deploy.md has no section #nowhere',
    ]);
  });

  it('holds for the README and every document under docs/', () => {
    const repository = repositoryLibrary();
    const files = documentFiles();
    expect(files).toContain('README.md');
    expect(files).toContain('docs/decisions/0001-stack-and-workspace.md');
    const problems = files.flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return [...citationProblems(text, repository), ...linkProblems(text, file, repository)].map(
        (p) => `${file} ${p}`,
      );
    });
    expect(problems).toEqual([]);
  });
});
