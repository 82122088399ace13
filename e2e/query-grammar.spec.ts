import { expect, test } from './fixtures';
import { adminAccessToken, adminRequest } from './admin';
import { cmsUrl, siteUrl } from './urls';

/**
 * The content API's query grammar against the content model, generated from what Strapi says the
 * model is: fields, populate, filters (every attribute, its components' attributes, every operator,
 * values at their limits: numbers past a double's range, text where a number goes, empty values,
 * JSON's operator on every kind of field), sort, pagination, search and language, on every content
 * type. Each question is answered or refused with one line (400): never a 500, straight to the CMS
 * and through the site's server (npm start's, or nginx in the second pass). A writer, though it
 * changes nothing: its thousands of questions keep the CMS busy for a minute, and the readers'
 * browsers beside it (axe-core, Lighthouse) would wait on a machine of two cores.
 */
interface Attribute {
  type: string;
  component?: string;
}
interface TypeDescription {
  uid: string;
  kind: 'collectionType' | 'singleType';
  info: { singularName: string; pluralName: string };
  attributes: Record<string, Attribute>;
}

const OPERATORS = ['$eq', '$in', '$between', '$jsonSupersetOf', '$foo'];
const VALUES = ['1e999', 'x', '', '["a"]'];
const GENERAL = [
  'fields=',
  'fields[0]=',
  'fields=,',
  '_q[0]=a',
  '_q[a]=b',
  '_q=laporan%20tahunan',
  'sort=',
  'sort=title:sideways',
  'sort[0][title]=up',
  'pagination[page]=1e999',
  'pagination[pageSize]=-1',
  'pagination[start]=x',
  'pagination[limit]=1e999',
  'pagination[start]=99999999999999999999',
  'pagination[limit]=99999999999999999999',
  'pagination[start]=-1',
  'locale[0]=id',
  'locale=xx',
  'locale=*',
  'status=foo',
  'populate=',
  'populate[x]=true',
  'populate[*][populate]=*',
  'filters=',
  'filters[0]=x',
  'filters[$or]=x',
  'filters[$and][0]=',
  'filters[id][$in][0][x]=1',
  'filters[documentId][$jsonSupersetOf]=[]',
  'filters[$jsonSupersetOf]=x',
  'fields[0]=toString',
  'fields=constructor',
  'fields[0]=__proto__',
  'filters[id][$eq]=0x10',
  'filters[id][$in][0]=9007199254740993',
  'filters[createdAt][$contains]=2026',
];

function questions(type: TypeDescription, components: Record<string, TypeDescription>): string[] {
  const asked = [...GENERAL];
  for (const [name, attribute] of Object.entries(type.attributes)) {
    for (const operator of OPERATORS)
      for (const value of VALUES) asked.push(`filters[${name}][${operator}]=${encodeURIComponent(value)}`);
    asked.push(
      `filters[${name}][x][$eq]=1`,
      `filters[${name}]=1e999`,
      `filters[${name}][$in][0]=1e999`,
      `filters[${name}][$between][0]=1&filters[${name}][$between][1]=x`,
      `filters[${name}][$eq][0]=1`,
      `sort=${name}:desc`,
      `sort[${name}]=asc`,
      `sort[${name}][x]=asc`,
      `populate[${name}][on][x]=1`,
      `fields[0]=${name}`,
      `populate[${name}]=true`,
      `populate[${name}][fields][0]=`,
      `populate[${name}][fields][0]=constructor`,
    );
    if (attribute.type === 'component' && attribute.component)
      for (const inner of Object.keys(components[attribute.component]?.attributes ?? {}))
        asked.push(
          `filters[${name}][${inner}][$eq]=1e999`,
          `filters[${name}][${inner}][$lt]=x`,
          `filters[${name}][${inner}][x][$eq]=1`,
          // Filters inside a populate, held to the component's values too (the third attack).
          `populate[${name}][filters][${inner}][$jsonSupersetOf]=x`,
          `populate[${name}][filters][${inner}][$gt]=1e999`,
          `populate[${name}][filters][${inner}][$contains]=1`,
        );
  }
  return asked;
}

const pathOf = (type: TypeDescription) => `/api/${type.kind === 'singleType' ? type.info.singularName : type.info.pluralName}`;

test('every content type answers every question of the query grammar, or refuses it in one line: never a 500', async () => {
  test.setTimeout(600_000);
  const { data: described } = (await adminRequest('GET', '/content-manager/content-types')) as { data: TypeDescription[] };
  const { data: listed } = (await adminRequest('GET', '/content-manager/components')) as { data: TypeDescription[] };
  const components = Object.fromEntries(listed.map((component) => [component.uid, component]));
  const types = described.filter((type) => type.uid.startsWith('api::'));
  // The system's own fields but the ids and a time: the same kinds of value as the schema's.
  for (const type of types)
    for (const name of ['createdBy', 'updatedBy', 'updatedAt', 'publishedAt']) delete type.attributes[name];
  const wrong: string[] = [];
  const counts = { asked: 0, answered: 0, refused: 0 };
  const asks = types.flatMap((type) =>
    questions(type, components).flatMap((question, index) =>
      // Through the site's server, one question in five: it passes /api on unchanged.
      (index % 5 === 0 ? [cmsUrl, siteUrl] : [cmsUrl]).map((origin) => `${origin}${pathOf(type)}?${question}`),
    ),
  );
  const ask = async (url: string) => {
    const response = await fetch(url);
    const text = await response.text();
    counts.asked += 1;
    if (response.ok) counts.answered += 1;
    else if (response.status >= 400 && response.status < 500) counts.refused += 1;
    if (response.status >= 500) wrong.push(`${url}: ${response.status} ${text.slice(0, 120)}`);
    else if (response.status === 400 && !/^\{"data":null,"error":\{"status":400,"name":"\w+","message":"[^"\n]+"/.test(text))
      wrong.push(`${url}: the refusal is not one line: ${text.slice(0, 160)}`);
  };
  // Two questions at a time: the readers beside it keep their share of the machine.
  for (let start = 0; start < asks.length; start += 2) await Promise.all(asks.slice(start, start + 2).map(ask));
  console.log(
    `[e2e] query grammar: ${types.length} types, ${counts.asked} questions, ${counts.answered} answered, ${counts.refused} refused`,
  );
  expect(wrong.slice(0, 40)).toEqual([]);
});

test('the admin’s lists of every type refuse a sort or populate they cannot follow in one line: never a 500', async () => {
  const { data: described } = (await adminRequest('GET', '/content-manager/content-types')) as { data: TypeDescription[] };
  const token = await adminAccessToken();
  const wrong: string[] = [];
  let asked = 0;
  for (const type of described.filter((each) => each.uid.startsWith('api::') && each.kind === 'collectionType'))
    for (const name of Object.keys(type.attributes))
      for (const question of [`sort[${name}][x]=asc`, `populate[${name}][on][x]=1`, 'page=99999999999999999999']) {
        const response = await fetch(`${cmsUrl}/content-manager/collection-types/${type.uid}?${question}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        asked += 1;
        if (response.status >= 500)
          wrong.push(`${type.uid}?${question}: ${response.status} ${(await response.text()).slice(0, 120)}`);
      }
  console.log(`[e2e] query grammar, the admin's lists: ${asked} questions`);
  expect(wrong.slice(0, 40)).toEqual([]);
});
