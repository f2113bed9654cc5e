/**
 * The split of the package (docs/architecture.md, Module Federation): `shared` must not reach antd, so the public
 * site never loads it; `shared/antd` may reach the core only through the bare specifier `'shared'` — a relative
 * import would put a second copy of the store, the client or the notifier port into the `shared/antd` singleton.
 * `shared/rules` and `shared/demo` are what the server imports: plain TypeScript with no package behind it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = __dirname;
const IMPORT = /(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    if (m[1]) continue; // `import type` is erased
    out.push(m[2] ?? m[3]);
  }
  return out;
}

function resolveLocal(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every file reachable from `entry` through relative runtime imports, with the bare specifiers they import. */
function graph(entry: string) {
  const files = new Set<string>();
  const bare = new Map<string, string[]>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of runtimeImports(file)) {
      if (spec.startsWith('.')) {
        const target = resolveLocal(file, spec);
        if (target) stack.push(target);
      } else {
        bare.set(spec, [...(bare.get(spec) ?? []), path.relative(SRC, file)]);
      }
    }
  }
  return { files, bare };
}

describe('entries of shared', () => {
  it('`shared` (src/index.ts) imports no antd, no @ant-design package and not shared/antd', () => {
    const { files, bare } = graph(path.join(SRC, 'index.ts'));
    expect(files.size).toBeGreaterThan(20);
    const antdish = [...bare.keys()].filter((s) => s === 'antd' || s.startsWith('antd/') || s.startsWith('@ant-design/') || s.startsWith('shared'));
    expect(antdish).toEqual([]);
    expect([...files].some((f) => f.includes(`${path.sep}antd${path.sep}`))).toBe(false);
  });

  it('`shared/rules` (src/rules/index.ts, the server imports it) reaches no package at run time: no antd, React, mobx nor axios', () => {
    const { files, bare } = graph(path.join(SRC, 'rules', 'index.ts'));
    expect(files.size).toBeGreaterThan(10);
    for (const file of files) expect(path.relative(path.join(SRC, 'rules'), file)).not.toMatch(/^\.\./);
    expect([...bare.keys()]).toEqual([]);
  });

  it('`shared/demo` (src/demo/index.ts, the seed and the mock fixtures read it) reaches no package at run time', () => {
    const { files, bare } = graph(path.join(SRC, 'demo', 'index.ts'));
    expect(files.size).toBeGreaterThan(3);
    for (const file of files) expect(path.relative(SRC, file)).toMatch(/^(demo|rules)[\\/]/);
    expect([...bare.keys()]).toEqual([]);
  });

  it('`shared/bracket` (unshared: each app that draws brackets bundles it) reaches no state: no store, no client', () => {
    const { files, bare } = graph(path.join(SRC, 'bracket', 'index.ts'));
    expect(files.size).toBeGreaterThan(2);
    for (const file of files) expect(path.relative(SRC, file)).toMatch(/^(bracket[\\/]|theme\.ts$)/);
    expect([...bare.keys()]).toEqual([]);
  });

  it('`shared/antd` reaches the core only as the bare `shared`', () => {
    const { files, bare } = graph(path.join(SRC, 'antd', 'index.ts'));
    for (const file of files) expect(path.relative(path.join(SRC, 'antd'), file)).not.toMatch(/^\.\./);
    expect(bare.get('shared')?.length).toBeGreaterThan(0);
    expect(bare.has('antd')).toBe(true);
  });
});
