import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { finalRedirects, formerSlugsAfterMove, formerSlugsOf, redirectRefusal } from './redirects.ts';

describe('the redirects the site serves', () => {
  it('send an old path straight to where its moves end, a chain flattened', () => {
    assert.deepEqual(
      finalRedirects(
        [
          { from: '/news/a', to: '/news/b' },
          { from: '/news/b', to: '/news/c' },
        ],
        new Set(['/news/c']),
      ),
      [
        { from: '/news/a', to: '/news/c' },
        { from: '/news/b', to: '/news/c' },
      ],
    );
  });

  it('never hide a page: a slug changed back makes its old address a page again, with no loop', () => {
    const moves = [
      { from: '/news/a', to: '/news/b' },
      { from: '/news/b', to: '/news/a' },
    ];
    assert.deepEqual(finalRedirects(moves, new Set(['/news/a'])), [{ from: '/news/b', to: '/news/a' }]);
    assert.deepEqual(finalRedirects(moves, new Set()), []);
  });

  it('leave out redirects to themselves and addresses that are neither paths nor http(s)', () => {
    assert.deepEqual(
      finalRedirects(
        [
          { from: '/a/', to: '/a' },
          { from: '/b', to: 'javascript:alert(1)' },
          { from: '/c d', to: '/e' },
          { from: '/f', to: 'https://www.example.com/new?x=1' },
        ],
        new Set(),
      ),
      [{ from: '/f', to: 'https://www.example.com/new?x=1' }],
    );
  });
});

describe('a redirect an editor saves', () => {
  const existing = [
    { from: '/lama', to: '/baru' },
    { from: '/baru', to: '/terbaru' },
  ];

  it('is refused when it leads to itself, saying so', () => {
    assert.equal(redirectRefusal({ from: '/about/', to: '/about' }, []), '/about would redirect to itself.');
  });

  it('is refused when it closes a loop, naming the loop', () => {
    assert.equal(
      redirectRefusal({ from: '/terbaru', to: '/lama' }, existing),
      '/terbaru would redirect into a loop: /terbaru → /lama → /baru → /terbaru.',
    );
  });

  it('is refused when its addresses are not a site path, or not a path or http(s) address', () => {
    assert.match(redirectRefusal({ from: 'about', to: '/x' }, []) ?? '', /^"about" is not a path of the site/);
    assert.match(redirectRefusal({ from: '/x', to: 'javascript:alert(1)' }, []) ?? '', /is neither a path of the site/);
    assert.match(redirectRefusal({ from: '/x y', to: '/z' }, []) ?? '', /is not a path of the site/);
    assert.match(redirectRefusal({ from: '/../etc', to: '/z' }, []) ?? '', /is not a path of the site/);
  });

  it('is accepted otherwise, to a path or elsewhere', () => {
    assert.equal(redirectRefusal({ from: '/promo', to: '/news/promo-2026' }, existing), null);
    assert.equal(redirectRefusal({ from: '/brosur', to: 'https://cdn.example.com/brosur.pdf' }, existing), null);
  });
});

describe('the former addresses the CMS keeps', () => {
  it('gain the previous address when a slug changes, and lose the current one when it changes back', () => {
    const once = formerSlugsAfterMove(null, { slug: 'a' }, { slug: 'b' });
    assert.deepEqual(once, [{ slug: 'a' }]);
    const twice = formerSlugsAfterMove(once, { slug: 'b' }, { slug: 'c' });
    assert.deepEqual(twice, [{ slug: 'a' }, { slug: 'b' }]);
    assert.deepEqual(formerSlugsAfterMove(twice, { slug: 'c' }, { slug: 'a' }), [{ slug: 'b' }, { slug: 'c' }]);
  });

  it('keep a person’s company, and change nothing when the address did not change', () => {
    assert.deepEqual(formerSlugsAfterMove([], { slug: 'ana', company: 'etsi' }, { slug: 'ana', company: 'mcsi' }), [
      { slug: 'ana', company: 'etsi' },
    ]);
    assert.deepEqual(formerSlugsAfterMove([{ slug: 'x' }], { slug: 'a' }, { slug: 'a' }), [{ slug: 'x' }]);
  });

  it('read only well-formed entries of whatever the field holds, and keep at most the newest 20', () => {
    assert.deepEqual(
      formerSlugsOf([
        { slug: 'ok' },
        { slug: '../x' },
        { slug: '..' },
        { slug: '.' },
        { slug: 'rilis-v2.0' },
        'bare',
        null,
        { slug: 'p', company: 'etsi x' },
        { slug: 7 },
      ]),
      [{ slug: 'ok' }, { slug: 'rilis-v2.0' }, { slug: 'p' }],
    );
    assert.deepEqual(formerSlugsOf('not a list'), []);
    const many = Array.from({ length: 25 }, (_, index) => ({ slug: `s${index}` }));
    const kept = formerSlugsAfterMove(many, { slug: 'last' }, { slug: 'now' });
    assert.equal(kept.length, 20);
    assert.deepEqual(kept.at(-1), { slug: 'last' });
  });
});
