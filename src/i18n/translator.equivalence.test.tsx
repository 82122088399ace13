/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import React, { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18NEXT_OPTIONS } from './i18next-options';
import { LANGUAGES } from './languages';
import type { Messages } from './translator';

/**
 * The browser bundle translates with src/bundle/i18next-lite.ts and react-i18next-lite.ts, the HTML
 * renderer with i18next and react-i18next: a string that came out differently would change a page
 * when it hydrates. Both run here through gatsby-plugin-react-i18next's own page wrapper, over every
 * string of every locale file of both languages, with and without its values, and every plural
 * with the counts that choose each form.
 */
const LOCALES = path.resolve(__dirname, '../../locales');

type Values = Record<string, string | number | null | undefined>;
type Call = readonly [key: string, values?: Values];
interface Runtime {
  wrapPageElement: (args: object, options: object) => ReactElement;
  useTranslation: () => { t: (key: string, values?: Values) => string };
}

/** The plugin's page wrapper and react-i18next's hook, on the real libraries or on the lite ones. */
function runtime(lite: boolean): Runtime {
  let loaded: Runtime | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => React); // one React for the libraries and the renderer
    // A module mock outlives isolateModules: the real runtime unmocks what an earlier lite one mocked.
    if (lite) {
      jest.doMock('i18next', () => jest.requireActual('../bundle/i18next-lite'));
      jest.doMock('react-i18next', () => jest.requireActual('../bundle/react-i18next-lite'));
    } else {
      jest.dontMock('i18next');
      jest.dontMock('react-i18next');
    }
    loaded = {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded in this registry, after the mocks
      wrapPageElement: require('gatsby-plugin-react-i18next/dist/plugin/wrapPageElement').wrapPageElement,
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the copy the wrapper's provider feeds
      useTranslation: require('react-i18next').useTranslation,
    };
  });
  if (!loaded) throw new Error('modules not loaded');
  return loaded;
}

/** Every key of a locale file, as its dotted path, with its string. */
function strings(messages: Messages, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : strings(value, `${prefix}${key}.`),
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 1.5];

/** The calls that exercise a file's strings: each key bare and with its values; each plural base with counts. */
function callsFor(messages: Messages): Call[] {
  return strings(messages).flatMap(([key, text]): Call[] => {
    const names = [...text.matchAll(/\{\{(.+?)\}\}/g)].map(([, name = '']) => name.trim());
    const values = Object.fromEntries(names.map((name) => [name, `«${name}»`]));
    const base = key.replace(PLURAL, '');
    const empty = (value: null | undefined) => Object.fromEntries(names.map((name) => [name, value]));
    return [
      [key],
      [key, values],
      ...(names.length ? [[key, empty(null)] as Call, [key, empty(undefined)] as Call] : []), // a CMS field left empty
      ...(base === key ? [] : COUNTS.map((count): Call => [base, { ...values, count }])),
      [`${key}.missing`],
    ];
  });
}

const namespacesOf = (language: string) =>
  fs
    .readdirSync(path.join(LOCALES, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      ns: path.basename(file, '.json'),
      data: fs.readFileSync(path.join(LOCALES, language, file), 'utf8'),
      language,
    }));

/** What one runtime answers to `calls` on a page whose query gave `nodes`, through the plugin's wrapper. */
function answers({ wrapPageElement, useTranslation }: Runtime, language: string, nodes: object[], calls: readonly Call[]) {
  const Probe: ComponentType = () => {
    const { t } = useTranslation();
    return createElement('pre', null, JSON.stringify(calls.map(([key, values]) => t(key, values))));
  };
  const element = wrapPageElement(
    {
      element: createElement(Probe),
      props: {
        data: { locales: { edges: nodes.map((node) => ({ node })) } },
        pageContext: {
          i18n: {
            routed: language !== 'id',
            language,
            languages: LANGUAGES,
            originalPath: '/',
            defaultLanguage: 'id',
            path: '/',
          },
        },
        location: { pathname: '/', search: '' },
      },
    },
    { i18nextOptions: I18NEXT_OPTIONS, redirect: false, localeJsonNodeName: 'locales', fallbackLanguage: 'id' },
  );
  return JSON.parse(
    renderToStaticMarkup(element)
      .replace(/^<pre>|<\/pre>$/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  ) as string[];
}

describe.each(LANGUAGES.map((language) => [language]))('every UI string in %s', (language) => {
  const nodes = namespacesOf(language);
  const calls = nodes.flatMap(({ data }) => callsFor(JSON.parse(data) as Messages));
  const real = runtime(false);
  const lite = runtime(true);

  it('compares against i18next itself', () => {
    const i18next: unknown = answers(real, language, nodes, [['search.results', { count: 1, term: 'x' }]]);
    const expected = JSON.parse(nodes.find(({ ns }) => ns === 'common')?.data ?? '{}')
      .search.results_one.replace('{{count}}', '1')
      .replace('{{term}}', 'x');
    expect(i18next).toEqual([expected]);
  });

  it('has strings, plurals and values to compare', () => {
    expect(calls.length).toBeGreaterThan(300);
    expect(calls.some(([, values]) => values && 'count' in values)).toBe(true);
  });

  // A page's query gives its namespaces in the order the source lists them: each order is a case.
  const orders = [nodes, [...nodes].reverse()].map((order) => [order.map(({ ns }) => ns).join(', '), order] as const);
  it.each(orders)('reads the same through the browser’s translator, namespaces %s', (_, order) => {
    const expected = answers(real, language, order, calls);
    const actual = answers(lite, language, order, calls);
    const differences = calls.flatMap((call, index) =>
      expected[index] === actual[index] ? [] : [{ call, i18next: expected[index], lite: actual[index] }],
    );
    expect(differences).toEqual([]);
    expect(actual).toHaveLength(calls.length);
  });
});

describe('namespaces that hold the same key', () => {
  // A page's namespaces are the site's own files, which share no key today; should they come to,
  // the browser must still pick what i18next picks: each namespace is tried whole (its plural
  // forms, then the bare key) before the next.
  const files = (bare: Messages, counted: Messages) => [
    { ns: 'common', data: JSON.stringify(bare), language: 'en' },
    { ns: 'preview', data: JSON.stringify(counted), language: 'en' },
  ];
  const nodes = files({ results: 'Results' }, { results_one: '{{count}} result', results_other: '{{count}} results' });
  const calls: Call[] = [0, 1, 2].map((count): Call => ['results', { count }]);
  it.each([
    ['bare key first', nodes],
    ['plural forms first', [...nodes].reverse()],
  ])('reads the same with the %s', (_, order) => {
    expect(answers(runtime(true), 'en', order, calls)).toEqual(answers(runtime(false), 'en', order, calls));
  });
});
