/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * A page's content keeps its server HTML in the browser, without code, unless its template says
 * `interactive` (src/runtime/server-html.ts): a form or button inside a page that forgot to say
 * so would do nothing. Every template and page is read with the modules it imports from the
 * site's own source, followed to the end: whatever holds a control (an event handler, state, an
 * effect, a part hydrated later) makes its page interactive, and a page without one must not pay
 * for hydrating its content.
 */
const SRC = path.resolve(__dirname, '../..');
/** The layout, the head and the links render outside the page's content or have no controls of their own. */
const OUTSIDE_CONTENT = new Set(['components/layout/layouts.tsx', 'components/layout/deferred.tsx', 'components/page-head.tsx']);
const CONTROL =
  /\bon[A-Z]\w*=\{|\buse(State|Effect|LayoutEffect|InsertionEffect|Reducer|SyncExternalStore|ImperativeHandle|SiteSearch|Preview)\(|\bref=\{|\baddEventListener\(|\bhydrateWhenIdle\b|\blazy\(/;

const resolveImport = (from: string, request: string): string | undefined => {
  if (!request.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), request);
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => base + ending).find((file) => fs.existsSync(file));
};

/** The file and every site module it imports, directly or through others. */
function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || OUTSIDE_CONTENT.has(path.relative(SRC, file))) return seen;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  // Static imports, re-exports and dynamic imports alike.
  const requests = [
    ...source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gm),
    ...source.matchAll(/\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'\s*\)/g),
  ];
  for (const [, request = ''] of requests) {
    const target = resolveImport(file, request);
    if (target) withImports(target, seen);
  }
  return seen;
}

const pages = ['templates', 'pages'].flatMap((dir) =>
  fs
    .readdirSync(path.join(SRC, dir))
    .filter((name) => /\.tsx$/.test(name) && !name.includes('.test.'))
    .map((name) => path.join(SRC, dir, name)),
);

describe.each(pages.map((file) => [path.relative(SRC, file), file]))('%s', (_, file) => {
  const source = fs.readFileSync(file, 'utf8');
  const controls = [...withImports(file)].filter((module) => CONTROL.test(fs.readFileSync(module, 'utf8')));
  const saysInteractive = /<(MainLayout|SinglePageLayout)\b[^>]*\binteractive\b/.test(source);

  it(controls.length > 0 ? 'hydrates its content, which has controls' : 'keeps its content’s server HTML', () => {
    expect({ interactive: saysInteractive, controls: controls.map((module) => path.relative(SRC, module)) }).toEqual({
      interactive: controls.length > 0,
      controls: expect.any(Array),
    });
  });
});

it('reads every template', () => {
  expect(pages.length).toBeGreaterThan(15);
});
