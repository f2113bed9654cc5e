/**
 * The federated `react-router-dom` is the subset in react-router-browser.mjs (webpack.cjs). A name an app imports
 * but the subset lacks would be `undefined` in the browser only, so this test reads every import of
 * 'react-router-dom' in the apps and `shared`, and checks the subset exports each of them from the real package.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as reactRouter from 'react-router';
import * as reactRouterDom from 'react-router-dom';

const ROOT = path.resolve(__dirname, '..', '..');
const APPS = ['shell', 'mf-official', 'mf-competition', 'mf-finance', 'mf-venue', 'mf-account', 'shared'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Runtime names imported from `module` (type-only imports and `type X` specifiers left out). */
function importedNames(source: string, module: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${module}['"]`, 'g');
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const specifier of match[2].split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

const subsetSource = readFileSync(path.join(__dirname, 'react-router-browser.mjs'), 'utf8');
const fromRouter = importedNames(subsetSource.replace(/^export/gm, 'import'), 'react-router');
const fromDom = importedNames(subsetSource.replace(/^export/gm, 'import'), 'react-router/dom');
const subset = new Set([...fromRouter, ...fromDom]);

describe('react-router-browser.mjs (the shared router singleton)', () => {
  it('exports every react-router-dom name the apps import', () => {
    const missing: string[] = [];
    for (const app of APPS) {
      for (const file of sourceFiles(path.join(ROOT, app, 'src'))) {
        for (const name of importedNames(readFileSync(file, 'utf8'), 'react-router-dom')) {
          if (!subset.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('forbids importing react-router directly (only react-router-dom is shared)', () => {
    const direct = APPS.flatMap((app) =>
      sourceFiles(path.join(ROOT, app, 'src')).filter((file) => /from\s+['"]react-router(\/dom)?['"]/.test(readFileSync(file, 'utf8'))),
    );
    expect(direct.map((f) => path.relative(ROOT, f))).toEqual([]);
  });

  it('re-exports real names of react-router, with the DOM RouterProvider of react-router-dom', () => {
    expect(fromRouter.length).toBeGreaterThan(10);
    for (const name of fromRouter) expect(reactRouter).toHaveProperty(name);
    expect(fromDom).toEqual(['RouterProvider']);
    expect(reactRouterDom.RouterProvider).not.toBe(reactRouter.RouterProvider);
  });

  it("a production build takes react-router's production files (no development warnings), which export the same names", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createConfig } = require('./webpack.cjs') as { createConfig: (o: object) => { resolve: { alias: Record<string, string> } } };
    const build = (mode: string) => createConfig({ name: 'shell', dir: path.join(ROOT, 'shell'), port: 3000, isHost: true, argv: { mode } });
    const alias = build('production').resolve.alias;
    const files = { router: alias['react-router$'], dom: alias['react-router/dom$'] };
    expect(files.router).toMatch(/[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(files.dom).toMatch(/[\\/]dist[\\/]production[\\/]dom-export\.mjs$/);
    for (const file of Object.values(files)) expect(existsSync(file)).toBe(true);
    const exported = (file: string) => readFileSync(file, 'utf8').match(/^export \{([^}]*)\}/m)?.[1].split(',').map((n) => n.trim().split(/\s+as\s+/).pop()) ?? [];
    expect(exported(files.router)).toEqual(expect.arrayContaining(fromRouter));
    expect(exported(files.dom)).toEqual(expect.arrayContaining(fromDom));
    // development builds (dev server, standalone remotes) keep the package's own resolution, with its warnings
    expect(build('development').resolve.alias).toEqual({});
  });
});
