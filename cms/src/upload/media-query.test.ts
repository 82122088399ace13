import { mediaPopulate, privateRelationIn } from './media-query';

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
