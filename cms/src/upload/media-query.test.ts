import { mediaFieldsProblem, mediaPagingProblem, mediaPopulate, mediaSortProblem, privateRelationIn } from './media-query';

describe("the media library's populate", () => {
  test('answers what the admin panel asks for', () => {
    expect(mediaPopulate('files', { folder: true })).toEqual({ populate: { folder: true } });
    expect(mediaPopulate('files', undefined)).toEqual({ populate: undefined });
    expect(
      mediaPopulate('folders', { parent: { populate: { parent: '*' } }, children: { count: true }, files: { count: true } }),
    ).toEqual({
      populate: { parent: { populate: { parent: true } }, children: { count: true }, files: { count: true } },
    });
    expect(mediaPopulate('folders', { parent: true })).toEqual({ populate: { parent: true } });
  });

  test("gives a folder's files and children as counts, whatever was asked", () => {
    expect(mediaPopulate('folders', 'files')).toEqual({ populate: { files: { count: true } } });
    expect(mediaPopulate('folders', { files: { populate: '*' }, children: { populate: { files: true } } })).toEqual({
      populate: { files: { count: true }, children: { count: true } },
    });
  });

  test('keeps a parent chain to plain folders, however deep or wide it was asked', () => {
    const asked = { parent: { populate: { parent: { populate: { parent: { populate: { parent: { populate: '*' } } } } } } } };
    expect(JSON.stringify(mediaPopulate('folders', asked))).not.toMatch(/files|children|\*/);
    expect(mediaPopulate('folders', { parent: { populate: '*' } })).toEqual({
      populate: { parent: { populate: { parent: true } } },
    });
  });

  test.each([
    ['files', 'related'],
    ['files', '*'],
    ['files', ['related']],
    ['files', { related: { on: { 'api::news.news': { populate: '*' } } } }],
    ['files', 'folder,createdBy'],
    ['files', { '0': 'related' }],
    ['folders', '*'],
    ['folders', { createdBy: true }],
    ['folders', ['files', '*']],
  ] as const)('refuses %s populate %j with one line', (list, populate) => {
    const answer = mediaPopulate(list, populate);
    expect(answer).toHaveProperty('refusal');
    expect((answer as { refusal: string }).refusal).not.toMatch(/\n/);
  });
});

describe("the media library's filters and sorts", () => {
  test.each([
    [{ filters: { related: { id: { $notNull: true } } } }, 'related'],
    [{ filters: { $and: [{ createdBy: { email: { $startsWith: 'a' } } }] } }, 'createdBy'],
    [{ sort: 'updatedBy.email:asc' }, 'updatedBy'],
    [{ sort: ['name:asc', 'related.id'] }, 'related'],
    [{ sort: { createdBy: { email: 'asc' } } }, 'createdBy'],
  ])('refuses %j, through a private relation', (query, relation) => {
    expect(privateRelationIn(query)).toBe(relation);
  });

  test('takes the library own filters and sorts, a value that names a relation included', () => {
    expect(
      privateRelationIn({ filters: { name: { $contains: 'related' }, folderPath: { $eq: '/1' } }, sort: 'updatedAt:desc' }),
    ).toBeNull();
    expect(privateRelationIn({})).toBeNull();
  });
});

describe("the media library's sorts and pages (the fourth attack: 500s as an Author)", () => {
  const file = {
    name: { type: 'string' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
    folder: { type: 'relation' },
  };
  test.each([['updatedAt:DESC'], ['name:ASC'], ['createdAt:asc,name:desc'], [['name:asc', 'id']], [{ name: 'desc' }], ['name']])(
    'takes %j',
    (sort) => {
      expect(mediaSortProblem(sort, file)).toBeNull();
    },
  );
  test.each([
    ['title:asc', 'title:asc'],
    ['nonexist:asc', 'nonexist:asc'],
    ['folder.createdBy.email:asc', 'folder.createdBy.email:asc'],
    ['folder:asc', 'folder:asc'],
    ['name:sideways', 'name:sideways'],
    [{ name: { $gt: 1 } }, '{"name":{"$gt":1}}'],
    [5, '5'],
  ])('refuses %j, naming it', (sort, named) => {
    expect(mediaSortProblem(sort, file)).toContain(`"${named}" is not one.`);
  });
  test.each([
    [{ page: '1', pageSize: '10' }, null],
    [{ pagination: { pageSize: '-1' } }, null],
    [{ pagination: { page: 2, pageSize: 100 } }, null],
    [{ pageSize: '100000000000000000000' }, 'pageSize is a whole number from 1 to 1000: "100000000000000000000" is not.'],
    [{ pageSize: '-1' }, 'pageSize is a whole number from 1 to 1000: "-1" is not.'],
    [{ page: '0' }, 'page is a whole number from 1 to 1,000,000: "0" is not.'],
    [{ page: '1.5' }, 'page is a whole number from 1 to 1,000,000: "1.5" is not.'],
    [{ pagination: 'x' }, 'pagination takes page and pageSize.'],
  ])('pages %j: %s', (query, problem) => {
    expect(mediaPagingProblem(query)).toBe(problem);
  });
});

describe("the media library's fields (the fifth attack: fields[0]=related answered 500)", () => {
  const file = { name: { type: 'string' }, url: { type: 'string' }, related: { type: 'relation' } };
  test.each([[undefined], ['name,url'], [['name', 'id']]])('takes %j', (fields) => {
    expect(mediaFieldsProblem(fields, file)).toBeNull();
  });
  test.each([
    [['related'], 'related'],
    ['name,createdBy', 'createdBy'],
    [{ 0: 'related' }, '{"0":"related"}'],
  ])('refuses %j, naming it', (fields, named) => {
    expect(mediaFieldsProblem(fields, file)).toContain(`"${named}" is not one.`);
  });
});
