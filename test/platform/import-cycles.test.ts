import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** "No two files import each other, directly or around a loop", nor two capabilities (src/modules/<name>). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(root)) {
    const targets: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const base = normalize(join(dirname(file), match[1]!)).replace(/\.js$/, '');
      const target = ['.ts', '.tsx'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

function cycles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string) => {
    if (path.includes(node)) return void found.push([...path.slice(path.indexOf(node)), node].join(' -> '));
    if (done.has(node)) return;
    path.push(node);
    for (const next of graph.get(node) ?? []) visit(next);
    path.pop();
    done.add(node);
  };
  for (const node of graph.keys()) visit(node);
  return found;
}

describe('imports flow one way', () => {
  it.each(['src', 'web/src'])('no file of %s imports itself around a loop', (root) => {
    expect(cycles(importGraph(root))).toEqual([]);
  });

  it('no two capabilities of src/modules depend on each other', () => {
    const capability = (file: string) => /src\/modules\/([^/]+)\//.exec(file)?.[1];
    const edges = new Set<string>();
    for (const [file, targets] of importGraph('src/modules')) {
      for (const target of targets) {
        const [from, to] = [capability(file), capability(target)];
        if (from && to && from !== to) edges.add(`${from} -> ${to}`);
      }
    }
    const mutual = [...edges].filter((edge) => edges.has(edge.split(' -> ').reverse().join(' -> ')));
    expect(mutual).toEqual([]);
  });

  it('no arrow points back up: lib and db know no module, a module knows no composition root, no stage the migration folder', () => {
    const graph = importGraph('src');
    const up: string[] = [];
    const ROOTS = ['src/app.ts', 'src/platform.ts', 'src/server.ts', 'src/fastify-options.ts'];
    for (const [file, targets] of graph) {
      for (const target of targets) {
        const lower = file.startsWith('src/lib/') || file.startsWith('src/db/');
        if (lower && /^src\/(modules|plugins|cli)\//.test(target)) up.push(`${file} -> ${target}`);
        if (file.startsWith('src/modules/') && ROOTS.includes(target)) up.push(`${file} -> ${target}`);
        // A stage of the importer uses the job core, the datasets and other stages, never the folder's own plugin.
        if (/^src\/modules\/migration\/[^/]+\//.test(file) && /^src\/modules\/migration\/[^/]+\.ts$/.test(target))
          up.push(`${file} -> ${target}`);
      }
    }
    expect(up).toEqual([]);
  });
});
