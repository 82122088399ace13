import { normalisePath } from '../i18n/localised-path';
import { MAX_QUERY_LENGTH, decodeEntities, excerptParts, searchRequest, wordsFound } from './search-query';

describe('what a visitor typed', () => {
  it('is searched trimmed, its spaces collapsed', () => {
    expect(searchRequest('  kapal   tunda ')).toEqual({ kind: 'search', term: 'kapal tunda' });
  });

  it('asks for something when empty, and for more than one letter', () => {
    expect(searchRequest('')).toEqual({ kind: 'hint', reason: 'empty' });
    expect(searchRequest('   \n ')).toEqual({ kind: 'hint', reason: 'empty' });
    expect(searchRequest('k')).toEqual({ kind: 'hint', reason: 'short' });
    expect(searchRequest('ko')).toEqual({ kind: 'search', term: 'ko' });
  });

  it('is cut to a reasonable length', () => {
    const request = searchRequest('energi '.repeat(300));
    expect(request.kind).toBe('search');
    expect(request.kind === 'search' && request.term.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
  });

  it('is searched as text, markup included', () => {
    expect(searchRequest('<script>alert(1)</script>')).toEqual({ kind: 'search', term: '<script>alert(1)</script>' });
  });
});

describe('what Pagefind answers', () => {
  it('becomes text parts with the words found marked', () => {
    expect(excerptParts('Empat <mark>kapal</mark> tunda &amp; <mark>Kapal</mark> pandu')).toEqual([
      { text: 'Empat ', marked: false },
      { text: 'kapal', marked: true },
      { text: ' tunda & ', marked: false },
      { text: 'Kapal', marked: true },
      { text: ' pandu', marked: false },
    ]);
    expect(wordsFound('Empat <mark>kapal</mark> tunda <mark>Kapal</mark>')).toEqual(['kapal']);
    expect(wordsFound('Four <mark>Tug</mark> <mark>Boats.</mark> New <mark>boats</mark> <mark>“</mark>')).toEqual([
      'tug',
      'boats',
    ]);
  });

  it('never carries markup through: tags are dropped, escaped ones stay text', () => {
    const parts = excerptParts('a <img src=x onerror=alert(1)> b &lt;script&gt;alert(1)&lt;/script&gt; <mark><b>c</b></mark>');
    expect(parts).toEqual([
      { text: 'a  b <script>alert(1)</script> ', marked: false },
      { text: 'c', marked: true },
    ]);
  });

  it('decodes character references, leaving unknown ones as they are', () => {
    expect(decodeEntities('&quot;PT&quot; &#39;A&#x27; &eacute; &#0;')).toBe('"PT" \'A\' &eacute; &#0;');
  });

  it('links results without the trailing slash (the site path of a Pagefind URL)', () => {
    expect(normalisePath('/en/news/kapal-tunda/')).toBe('/en/news/kapal-tunda');
    expect(normalisePath('/')).toBe('/');
  });
});
