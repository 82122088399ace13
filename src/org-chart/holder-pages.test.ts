import { holderSlugs } from './holder-pages';

describe('the holders of a chart who have a page', () => {
  it('are those named as a person of the management, case, spacing and accents aside', () => {
    const people = [
      { name: 'Hendra Wijaya', slug: 'hendra-wijaya' },
      { name: 'Siti  Rahmawati', slug: 'siti-rahmawati' },
      { name: 'José Ramos', slug: 'jose-ramos' },
      { name: 'Tanpa Halaman', slug: null },
      null,
    ];
    expect(
      holderSlugs([' hendra wijaya ', 'Siti Rahmawati', 'Jose Ramos', 'Tanpa Halaman', 'Rina Kusuma', null, '  '], people),
    ).toEqual({ 'hendra wijaya': 'hendra-wijaya', 'Siti Rahmawati': 'siti-rahmawati', 'Jose Ramos': 'jose-ramos' });
  });

  it('leave out a name two people share: the chart cannot tell which of them it means', () => {
    const people = [
      { name: 'Agus Santoso', slug: 'agus-santoso' },
      { name: 'Agus Santoso', slug: 'agus-santoso-2' },
    ];
    expect(holderSlugs(['Agus Santoso'], people)).toEqual({});
    expect(holderSlugs(['Agus Santoso'], [])).toEqual({});
  });
});
