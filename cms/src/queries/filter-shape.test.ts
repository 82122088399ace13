/**
 * @jest-environment node
 */
import { filterShapeProblem } from './filter-shape';

describe('the shape of a request’s filters', () => {
  it('takes what Strapi’s query engine takes', () => {
    for (const filters of [
      undefined,
      { title: { $contains: 'kapal' } },
      { title: 'Kapal tunda' },
      { id: ['1', '2'] },
      { $or: [{ title: { $eq: 'a' } }, { slug: { $startsWith: 'b' } }] },
      { $and: { '0': { date: { $gte: '2026-01-01' } }, '1': { date: { $lte: '2026-12-31' } } } },
      { $not: { title: { $null: 'true' } } },
      { date: { $between: ['2026-01-01', '2026-12-31'] } },
      { documentId: { $in: ['a', 'b'] }, cover: { alternativeText: { $notNull: true } } },
      { seo: { metaTitle: { $containsi: 'x' } } },
    ])
      expect(filterShapeProblem(filters)).toBeNull();
  });

  it.each([
    [{ $or: ['1'] }, 'filters[$or][0] must be an object of conditions.'],
    [{ $and: 'str' }, 'filters[$and] must be a list of conditions.'],
    [{ title: { $between: 'a' } }, 'filters[title][$between] must be two values.'],
    [{ title: { $between: ['a', 'b', 'c'] } }, 'filters[title][$between] must be two values.'],
    [{ $not: 'x' }, 'filters[$not] must be an object of conditions.'],
    [{ title: { $eq: { nested: 'x' } } }, 'filters[title][$eq] must be a value.'],
    ['plain', 'filters must be an object of conditions.'],
  ])('refuses %j in one line', (filters, problem) => {
    expect(filterShapeProblem(filters)).toBe(problem);
  });
});
