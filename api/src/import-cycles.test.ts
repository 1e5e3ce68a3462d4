/**
 * No import cycle in the API's modules (issue #45): a cycle ties features together so that none
 * can change alone, and it decides what is undefined while the modules load. Read from the
 * sources, type-only imports included (they tie the modules' design just as much).
 */
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from './paths';

/** Each module's relative imports, as paths under `root` with their `.ts`. */
export function importGraph(root: string): Map<string, string[]> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const specifier = /(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+)'/g;
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const dir = path.dirname(path.join(root, file));
    const imports = [...readFileSync(path.join(root, file), 'utf8').matchAll(specifier)]
      .map((match) => path.resolve(dir, match[1] ?? ''))
      .flatMap((target) =>
        [`${target}.ts`, path.join(target, 'index.ts')].filter((candidate) =>
          existsSync(candidate),
        ),
      )
      .map((target) => path.relative(root, target));
    graph.set(file, imports);
  }
  return graph;
}

/** One cycle of the graph (module, ..., module), or null when there is none. */
export function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (module: string): string[] | null => {
    const at = onPath.indexOf(module);
    if (at !== -1) return [...onPath.slice(at), module];
    if (done.has(module)) return null;
    onPath.push(module);
    for (const next of graph.get(module) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    onPath.pop();
    done.add(module);
    return null;
  };
  for (const module of graph.keys()) {
    const cycle = visit(module);
    if (cycle) return cycle;
  }
  return null;
}

describe('import cycles', () => {
  it('finds a cycle, and none in a graph without one', () => {
    const cyclic = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(findCycle(cyclic)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
    expect(findCycle(new Map([...cyclic, ['c.ts', []]]))).toBeNull();
  });

  it('has none among the modules of api/src', () => {
    const graph = importGraph(path.join(apiRoot(), 'src'));
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get(path.join('audience-read', 'chips.ts'))).toContain(
      path.join('audience-read', 'member-snapshots.ts'),
    );
    expect(findCycle(graph)).toBeNull();
  });
});
