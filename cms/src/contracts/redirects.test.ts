/**
 * @jest-environment node
 */
import { finalRedirects, formerSlugsAfterMove, formerSlugsOf, redirectRefusal } from './redirects';

describe('the redirects the site serves', () => {
  it('send an old path straight to where its moves end, a chain flattened', () => {
    expect(
      finalRedirects(
        [
          { from: '/news/a', to: '/news/b' },
          { from: '/news/b', to: '/news/c' },
        ],
        new Set(['/news/c']),
      ),
    ).toEqual([
      { from: '/news/a', to: '/news/c' },
      { from: '/news/b', to: '/news/c' },
    ]);
  });

  it('never hide a page: a slug changed back makes its old address a page again, with no loop', () => {
    const moves = [
      { from: '/news/a', to: '/news/b' },
      { from: '/news/b', to: '/news/a' },
    ];
    expect(finalRedirects(moves, new Set(['/news/a']))).toEqual([{ from: '/news/b', to: '/news/a' }]);
    expect(finalRedirects(moves, new Set())).toEqual([]);
  });

  it('leave out redirects to themselves and addresses that are neither paths nor http(s)', () => {
    expect(
      finalRedirects(
        [
          { from: '/a/', to: '/a' },
          { from: '/b', to: 'javascript:alert(1)' },
          { from: '/c d', to: '/e' },
          { from: '/f', to: 'https://www.example.com/new?x=1' },
        ],
        new Set(),
      ),
    ).toEqual([{ from: '/f', to: 'https://www.example.com/new?x=1' }]);
  });
});

describe('a redirect an editor saves', () => {
  const existing = [
    { from: '/lama', to: '/baru' },
    { from: '/baru', to: '/terbaru' },
  ];

  it('is refused when it leads to itself, saying so', () => {
    expect(redirectRefusal({ from: '/about/', to: '/about' }, [])).toBe('/about would redirect to itself.');
  });

  it('is refused when it closes a loop, naming the loop', () => {
    expect(redirectRefusal({ from: '/terbaru', to: '/lama' }, existing)).toBe(
      '/terbaru would redirect into a loop: /terbaru → /lama → /baru → /terbaru.',
    );
  });

  it('is refused when its addresses are not a site path, or not a path or http(s) address', () => {
    expect(redirectRefusal({ from: 'about', to: '/x' }, [])).toMatch(/^"about" is not a path of the site/);
    expect(redirectRefusal({ from: '/x', to: 'javascript:alert(1)' }, [])).toMatch(/is neither a path of the site/);
    expect(redirectRefusal({ from: '/x y', to: '/z' }, [])).toMatch(/is not a path of the site/);
    expect(redirectRefusal({ from: '/../etc', to: '/z' }, [])).toMatch(/is not a path of the site/);
  });

  it('is accepted otherwise, to a path or elsewhere', () => {
    expect(redirectRefusal({ from: '/promo', to: '/news/promo-2026' }, existing)).toBeNull();
    expect(redirectRefusal({ from: '/brosur', to: 'https://cdn.example.com/brosur.pdf' }, existing)).toBeNull();
  });
});

describe('the former addresses the CMS keeps', () => {
  it('gain the previous address when a slug changes, and lose the current one when it changes back', () => {
    const once = formerSlugsAfterMove(null, { slug: 'a' }, { slug: 'b' });
    expect(once).toEqual([{ slug: 'a' }]);
    const twice = formerSlugsAfterMove(once, { slug: 'b' }, { slug: 'c' });
    expect(twice).toEqual([{ slug: 'a' }, { slug: 'b' }]);
    expect(formerSlugsAfterMove(twice, { slug: 'c' }, { slug: 'a' })).toEqual([{ slug: 'b' }, { slug: 'c' }]);
  });

  it('keep a person’s company, and change nothing when the address did not change', () => {
    expect(formerSlugsAfterMove([], { slug: 'ana', company: 'etsi' }, { slug: 'ana', company: 'mcsi' })).toEqual([
      { slug: 'ana', company: 'etsi' },
    ]);
    expect(formerSlugsAfterMove([{ slug: 'x' }], { slug: 'a' }, { slug: 'a' })).toEqual([{ slug: 'x' }]);
  });

  it('read only well-formed entries of whatever the field holds, and keep at most the newest 20', () => {
    expect(
      formerSlugsOf([{ slug: 'ok' }, { slug: '../x' }, 'bare', null, { slug: 'p', company: 'etsi x' }, { slug: 7 }]),
    ).toEqual([{ slug: 'ok' }, { slug: 'p' }]);
    expect(formerSlugsOf('not a list')).toEqual([]);
    const many = Array.from({ length: 25 }, (_, index) => ({ slug: `s${index}` }));
    const kept = formerSlugsAfterMove(many, { slug: 'last' }, { slug: 'now' });
    expect(kept).toHaveLength(20);
    expect(kept.at(-1)).toEqual({ slug: 'last' });
  });
});
