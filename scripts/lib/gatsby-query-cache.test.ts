import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from './config.ts';
import { type FileParserPrototype, type ParseResult, readQueryFreeRecord, rememberQueryFreeFiles } from './gatsby-query-cache.ts';

/** A folder of source files, and a parser standing in for Gatsby's that records what it parsed. */
function setUp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'query-cache-'));
  const record = path.join(dir, '.cache', 'query-free-files.json');
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  const parsed: string[] = [];
  /** A parser like Gatsby's: a graphql tag is a definition, `<Slice alias="x">` a slice, `broken` an error. */
  const gatsbyParser = () => {
    const prototype: FileParserPrototype = {
      async parseFile(file, addError) {
        parsed.push(path.basename(file));
        const text = fs.readFileSync(file, 'utf8');
        if (text.includes('broken')) {
          addError({ id: '85915', filePath: file });
          return null;
        }
        const slice = /<Slice alias="(\w+)"/.exec(text)?.[1];
        return {
          astDefinitions: text.includes('graphql`') ? [{ kind: 'query' }] : [],
          pageSlices: slice ? { [slice]: true } : null,
        };
      },
      async parseFiles(files, addError) {
        const results = await Promise.all(files.map((file) => prototype.parseFile(file, addError)));
        return results.flatMap((result) => result?.astDefinitions ?? []);
      },
    };
    return prototype;
  };
  /** One build's extraction with the wrapper, as Gatsby runs it. */
  const extract = async (
    files: string[],
    { components = [], gatsbyVersion = '5.16.1' }: { components?: string[]; gatsbyVersion?: string } = {},
  ) => {
    parsed.length = 0;
    const prototype = gatsbyParser();
    rememberQueryFreeFiles(prototype, { record, gatsbyVersion, isComponent: (file) => components.includes(file) });
    const errors: unknown[] = [];
    const documents = await prototype.parseFiles(files, (error) => errors.push(error));
    const results: Record<string, ParseResult | null> = {};
    for (const file of files) results[path.basename(file)] = await prototype.parseFile(file, () => undefined);
    return { parsed: [...new Set(parsed)].sort(), documents, errors, results };
  };
  return { dir, record, write, extract };
}

describe('query-free files across builds', () => {
  it('parses every file the first time, then only those with a query', async () => {
    const { write, extract } = setUp();
    const files = [
      write('template.tsx', 'export const query = graphql`{ site { id } }`;'),
      write('button.tsx', 'export const config = {};'),
      write('layout.tsx', 'export const Head = () => <Slice alias="footer" />;'),
    ];
    const first = await extract(files);
    assert.deepEqual(first.parsed, ['button.tsx', 'layout.tsx', 'template.tsx']);
    assert.equal(first.documents.length, 1);

    const second = await extract(files);
    assert.deepEqual(second.parsed, ['template.tsx']);
    assert.equal(second.documents.length, 1);
    // The answer Gatsby gets for a file it did not parse is the one it gave before.
    assert.deepEqual(second.results['layout.tsx'], { astDefinitions: [], pageSlices: { footer: true } });
    assert.deepEqual(second.results['button.tsx'], { astDefinitions: [], pageSlices: null });
  });

  it('parses again a file whose content changed, a page component, and a file that failed', async () => {
    const { write, extract } = setUp();
    const button = write('button.tsx', 'export const config = {};');
    const page = write('page.tsx', 'export const Head = () => null;');
    const broken = write('broken.tsx', 'broken config');
    await extract([button, page, broken], { components: [page] });

    write('button.tsx', 'export const config = {}; export const query = graphql`{ site { id } }`;');
    const second = await extract([button, page, broken], { components: [page] });
    assert.deepEqual(second.parsed, ['broken.tsx', 'button.tsx', 'page.tsx']);
    assert.equal(second.documents.length, 1);
    assert.equal(second.errors.length, 1);
  });

  it('keeps only the files of the last extraction, and forgets them under another Gatsby', async () => {
    const { write, extract, record } = setUp();
    const kept = write('kept.tsx', 'export const config = {};');
    const removed = write('removed.tsx', 'export const config = {};');
    await extract([kept, removed]);
    await extract([kept]);
    assert.equal(readQueryFreeRecord(record, '5.16.1').size, 1);
    assert.equal(readQueryFreeRecord(record, '5.17.0').size, 0);
    const upgraded = await extract([kept], { gatsbyVersion: '5.17.0' });
    assert.deepEqual(upgraded.parsed, ['kept.tsx']);
  });

  it('does not trust an unreadable record', async () => {
    const { write, extract, record } = setUp();
    const button = write('button.tsx', 'export const config = {};');
    fs.mkdirSync(path.dirname(record), { recursive: true });
    fs.writeFileSync(record, '{not json');
    assert.deepEqual((await extract([button])).parsed, ['button.tsx']);
  });

  it('fits the installed Gatsby: a FileParser whose parseFile answers definitions and slices', () => {
    const require = createRequire(path.join(ROOT, 'package.json'));
    const source = fs.readFileSync(require.resolve('gatsby/dist/query/file-parser'), 'utf8');
    assert.match(source, /class FileParser \{/);
    assert.match(source, /async parseFile\(file, addError\) \{/);
    assert.match(source, /async parseFiles\(files, addError\) \{/);
    assert.match(source, /return \{\s+astDefinitions,\s+pageSlices\s+\};/);
    assert.match(source, /exports\.default = FileParser;/);
  });
});
