/**
 * @jest-environment node
 */
import { queryValuesProblem, type Model } from './query-values';

const MODELS: Record<string, Model> = {
  'api::management.management': {
    attributes: {
      name: { type: 'string' },
      order: { type: 'integer' },
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
      { filters: { $or: [{ order: { $lt: 3 } }, { chart: { level: { $between: ['1', '4'] } } }] } },
      { filters: { unit: { order: { $in: ['1', '2'] } }, photo: { width: { $gte: '640' } }, id: { $notIn: ['5'] } } },
      { filters: { order: { $null: 'x' }, name: { $not: { $eq: 'x' } } } },
      { fields: ['name', 'order'], _q: 'direktur utama' },
      { fields: 'name,order' },
    ])
      expect(problem(params)).toBeNull();
  });

  test.each([
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
    [{ filters: { documentId: { $jsonSupersetOf: '[]' } } }, 'filters[documentId][$jsonSupersetOf] applies to JSON fields only.'],
    [{ filters: { order: { $eq: '' } } }, 'filters[order][$eq] compares a number with "", which is not a finite number.'],
    [{ filters: { formerSlugs: { slug: { $eq: 'x' } } } }, 'filters[formerSlugs] is a json field: "slug" is no field of it.'],
    [{ filters: { formerSlugs: { $jsonSupersetOf: 'x' } } }, 'filters[formerSlugs][$jsonSupersetOf] must be JSON.'],
    [{ _q: ['a'] }, '_q must be text to search for.'],
    [{ fields: '' }, 'fields must name fields of the type.'],
    [{ fields: ['name', ''] }, 'fields must name fields of the type.'],
  ])('refuses %j in one line', (params, expected) => {
    expect(problem(params)).toBe(expected);
  });
});
