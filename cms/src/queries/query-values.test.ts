/**
 * @jest-environment node
 */
import { dataValuesProblem, isRowId, queryValuesProblem, type Model } from './query-values';

const MODELS: Record<string, Model> = {
  'api::management.management': {
    attributes: {
      name: { type: 'string' },
      order: { type: 'integer' },
      createdAt: { type: 'datetime' },
      updatedAt: { type: 'datetime' },
      formerSlugs: { type: 'json' },
      photo: { type: 'media' },
      chart: { type: 'component', component: 'organization.position' },
      unit: { type: 'relation', target: 'api::business-unit.business-unit' },
    },
  },
  'organization.position': { attributes: { level: { type: 'integer' }, title: { type: 'string' } } },
  'api::business-unit.business-unit': { attributes: { order: { type: 'integer' }, website: { type: 'string' } } },
  'plugin::upload.file': { attributes: { width: { type: 'integer' }, name: { type: 'string' } } },
};
const getModel = (uid: string) => MODELS[uid];
const problem = (params: object) => queryValuesProblem(params, MODELS['api::management.management'], getModel);

describe('a query’s values against the content model', () => {
  test('takes what the site, the admin and a visitor ask', () => {
    for (const params of [
      {},
      { filters: { order: { $gt: '1' }, name: { $containsi: 'direktur' } } },
      { filters: { order: ['1', '2'], formerSlugs: { $jsonSupersetOf: '["lama"]' } } },
      { filters: { formerSlugs: { $eq: '["lama"]', $notNull: 'true' } } },
      { filters: { $or: [{ order: { $lt: 3 } }, { chart: { level: { $between: ['1', '4'] } } }] } },
      { filters: { unit: { order: { $in: ['1', '2'] } }, photo: { width: { $gte: '640' } }, id: { $notIn: ['5'] } } },
      { filters: { order: { $null: 'x' }, name: { $not: { $eq: 'x' } } } },
      { filters: { photo: { $notNull: 'true' }, unit: { $in: ['3', '4'] } } },
      { filters: { photo: '12' } },
      { fields: ['name', 'order', 'documentId', 'id'], _q: 'direktur utama' },
      {
        populate: { chart: { fields: ['level'] }, unit: { fields: ['order'], populate: '*' } },
        filters: { name: { $containsi: '1' } },
      },
      { fields: 'name,order' },
      { sort: 'name:asc', start: 0, limit: 25 },
      { filters: { createdAt: { $gte: '2026-11-01', $lt: '2026-11-29T08:00:00.000Z' }, updatedAt: { $gt: '1764403200000' } } },
      { sort: { name: 'ASC' }, pagination: { page: '2', pageSize: '10' } },
      { sort: [{ order: 'desc' }, { unit: { order: 'asc' } }, 'name'], limit: -1, offset: '30' },
      { sort: { chart: { level: 'asc' } }, pagination: { start: '0', limit: '100' } },
    ])
      expect(problem(params)).toBeNull();
  });

  test.each([
    [
      { filters: { createdAt: { $gt: 'x' } } },
      'filters[createdAt][$gt] compares a date with "x", which is not an ISO date or a timestamp.',
    ],
    [{ sort: { name: { x: 'asc' } } }, 'sort[name] must be asc or desc.'],
    [{ sort: { name: 'naik' } }, 'sort[name] must be asc or desc.'],
    [{ sort: [{ order: 'asc' }, { toString: 'asc' }] }, 'sort[1][toString]: "toString" is no field of the type.'],
    [{ sort: { unit: 'asc' } }, 'sort[unit] is a relation: sort by one of its fields.'],
    [{ sort: { unit: { website: { x: 'asc' } } } }, 'sort[unit][website] must be asc or desc.'],
    [{ sort: 5 }, 'sort must name fields and directions (asc, desc).'],
    [{ start: '99999999999999999999' }, 'start must be a whole number from 0 to 2147483647.'],
    [{ pagination: { start: '99999999999999999999' } }, 'pagination[start] must be a whole number from 0 to 2147483647.'],
    [{ offset: -1 }, 'offset must be a whole number from 0 to 2147483647.'],
    [{ limit: '1.5' }, 'limit must be a whole number from -1 to 2147483647.'],
    [{ page: '0' }, 'page must be a whole number from 1 to 2147483647.'],
    [{ pageSize: { a: 1 } }, 'pageSize must be a whole number from -1 to 2147483647.'],
    [{ pagination: 'x' }, 'pagination must name start and limit, or page and pageSize.'],
    [{ populate: { chart: { on: { x: 1 } } } }, "populate[chart][on] applies to a dynamic zone's components only."],
    [
      { filters: { order: { $gt: '1e999' } } },
      'filters[order][$gt] compares a number with "1e999", which is not a finite number.',
    ],
    [{ filters: { order: '-1e999' } }, 'filters[order] compares a number with "-1e999", which is not a finite number.'],
    [
      { filters: { order: { $in: ['1', 'x'] } } },
      'filters[order][$in] compares a number with "x", which is not a finite number.',
    ],
    [
      { filters: { order: { $between: ['1', 'NaN'] } } },
      'filters[order][$between] compares a number with "NaN", which is not a finite number.',
    ],
    [{ filters: { id: { $eq: 'satu' } } }, 'filters[id][$eq] compares a number with "satu", which is not a finite number.'],
    [
      { filters: { chart: { level: { $eq: '1e999' } } } },
      'filters[chart][level][$eq] compares a number with "1e999", which is not a finite number.',
    ],
    [
      { filters: { unit: { order: { $lt: 'x' } } } },
      'filters[unit][order][$lt] compares a number with "x", which is not a finite number.',
    ],
    [
      { filters: { $and: [{ order: { $not: { $eq: 'x' } } }] } },
      'filters[$and][order][$not][$eq] compares a number with "x", which is not a finite number.',
    ],
    [{ filters: { name: { $jsonSupersetOf: 'x' } } }, 'filters[name][$jsonSupersetOf] applies to JSON fields only.'],
    [{ filters: { photo: { $jsonSupersetOf: '[]' } } }, 'filters[photo][$jsonSupersetOf] applies to JSON fields only.'],
    [{ filters: { photo: { $eq: 'x' } } }, 'filters[photo][$eq] compares a number with "x", which is not a finite number.'],
    [
      { filters: { unit: { $in: ['1', '1e999'] } } },
      'filters[unit][$in] compares a number with "1e999", which is not a finite number.',
    ],
    [{ filters: { photo: '' } }, 'filters[photo] compares a number with "", which is not a finite number.'],
    [{ filters: { $eq: 'satu' } }, 'filters[$eq] compares a number with "satu", which is not a finite number.'],
    [{ filters: { documentId: { $jsonSupersetOf: '[]' } } }, 'filters[documentId][$jsonSupersetOf] applies to JSON fields only.'],
    [{ filters: { order: { $eq: '' } } }, 'filters[order][$eq] compares a number with "", which is not a finite number.'],
    [{ filters: { formerSlugs: { slug: { $eq: 'x' } } } }, 'filters[formerSlugs] is a json field: "slug" is no field of it.'],
    [{ filters: { formerSlugs: { $jsonSupersetOf: 'x' } } }, 'filters[formerSlugs][$jsonSupersetOf] must be JSON.'],
    [{ filters: { formerSlugs: { $eq: 'x' } } }, 'filters[formerSlugs][$eq] compares a JSON field with "x", which is not JSON.'],
    [{ filters: { formerSlugs: 'x' } }, 'filters[formerSlugs] compares a JSON field with "x", which is not JSON.'],
    [
      { filters: { formerSlugs: { $containsi: 'lama' } } },
      'filters[formerSlugs][$containsi] searches text: this is a json field.',
    ],
    [
      { filters: { formerSlugs: { $lt: '["a"]' } } },
      'filters[formerSlugs][$lt] is not offered on a JSON field (it takes $eq, $ne, $in, $notIn, $null, $notNull, $not, $jsonSupersetOf).',
    ],
    [
      { filters: { order: { $eq: '0x10' } } },
      'filters[order][$eq] compares a whole number with "0x10", which is not one between -2147483647 and 2147483647.',
    ],
    [
      { filters: { id: { $in: ['9007199254740993'] } } },
      'filters[id][$in] compares a whole number with "9007199254740993", which is not one between -2147483647 and 2147483647.',
    ],
    [{ filters: { order: { $contains: '1' } } }, 'filters[order][$contains] searches text: this is a integer field.'],
    [{ filters: { photo: { $startsWith: '1' } } }, 'filters[photo][$startsWith] searches text: an id is a number.'],
    [{ fields: ['toString'] }, 'fields names "toString", which is no field of the type.'],
    [{ fields: 'constructor' }, 'fields names "constructor", which is no field of the type.'],
    [
      { populate: { chart: { fields: ['__proto__'] } } },
      'populate[chart][fields] names "__proto__", which is no field of the type.',
    ],
    [
      { populate: { unit: { populate: { x: true }, fields: ['order', 'isPrototypeOf'] } } },
      'populate[unit][fields] names "isPrototypeOf", which is no field of the type.',
    ],
    [
      { populate: { chart: { filters: { level: { $gt: '1e999' } } } } },
      'populate[chart][filters][level][$gt] compares a number with "1e999", which is not a finite number.',
    ],
    [
      { populate: { chart: { filters: { title: { $jsonSupersetOf: 'x' } } } } },
      'populate[chart][filters][title][$jsonSupersetOf] applies to JSON fields only.',
    ],
    [
      { populate: { unit: { populate: { x: true }, filters: { order: { $contains: '1' } } } } },
      'populate[unit][filters][order][$contains] searches text: this is a integer field.',
    ],
    [{ _q: ['a'] }, '_q must be text to search for.'],
    [{ fields: '' }, 'fields must name fields of the type.'],
    [{ fields: ['name', ''] }, 'fields must name fields of the type.'],
  ])('refuses %j in one line', (params, expected) => {
    expect(problem(params)).toBe(expected);
  });
});

describe('a write’s whole numbers', () => {
  const model = MODELS['api::management.management'];
  test('fit the columns that hold them', () => {
    expect(dataValuesProblem({ order: 3, chart: [{ level: '2' }], name: 'x' }, model, getModel)).toBeNull();
    expect(dataValuesProblem({ order: 1e20 }, model, getModel)).toBe(
      'order: 100000000000000000000 is not a whole number this field holds.',
    );
    expect(dataValuesProblem({ chart: { level: 2 ** 31 } }, model, getModel)).toBe(
      'chart.level: 2147483648 is not a whole number this field holds.',
    );
    expect(dataValuesProblem({ constructor: 1 }, model, getModel)).toBeNull();
  });
});

test('a row id is a whole number an integer column holds', () => {
  expect(['1', ' 55 ', '2147483647'].map(isRowId)).toEqual([true, true, true]);
  expect(['72abc', 'bukan-angka', '-1', '1.5', '2147483648', '99999999999999999999', ''].map(isRowId)).toEqual(
    Array(7).fill(false),
  );
});
