import assert from 'node:assert/strict';
import test from 'node:test';
import { pagesRendered, phaseSeconds } from './gatsby-log.ts';

test('phaseSeconds reads Gatsby’s phase lines, through terminal escapes, adding repeated phases', () => {
  const log = [
    'success load plugins - 1.234s',
    '\u001b[2K\u001b[1A\u001b[Gsuccess source and transform nodes - 10.05s',
    'info CMS: 4051 documents',
    'success Building static HTML for pages - 2.544s - 68/68 26.73/s',
    'success run page queries - 0.5s - 3/3 6.00/s',
    'success run page queries - 0.25s - 1/1 4.00/s',
  ].join('\n');
  assert.deepEqual(phaseSeconds(log), {
    'load plugins': 1.2,
    'source and transform nodes': 10.1,
    'Building static HTML for pages': 2.5,
    'run page queries': 0.8,
  });
});

test('phaseSeconds finds nothing in a log without phases', () => {
  assert.deepEqual(phaseSeconds('error Building static HTML failed\n'), {});
});

test('pagesRendered counts the pages Gatsby wrote as HTML, none when it wrote none', () => {
  assert.equal(pagesRendered('success Building static HTML for pages - 2.544s - 68/68 26.73/s\n'), 68);
  assert.equal(pagesRendered('\u001b[2Ksuccess Building static HTML for pages - 0.3s - 7/7 23.3/s'), 7);
  assert.equal(pagesRendered('success run page queries - 0.5s - 3/3 6.00/s'), 0);
});
