import policy, { LIBRARY_PAGE_SIZES } from './media-view-settings';

const put = (body: unknown) => () => policy({ request: { body } });

describe("the media library's view", () => {
  it.each(LIBRARY_PAGE_SIZES)('takes the page size the library offers (%i) with a sort', (pageSize) => {
    expect(put({ pageSize, sort: 'createdAt:DESC' })()).toBe(true);
  });

  it.each([[{ pageSize: -5 }], [{ pageSize: 0 }], [{ pageSize: 10000 }], [{ pageSize: '10' }], [{}], [null], [[10]]])(
    'refuses %j in one line',
    (body) => {
      expect(put(body)).toThrow(/^The media library shows 10, 20, 50, 100 files a page\.$/);
    },
  );

  it('refuses any key but pageSize and sort', () => {
    expect(put({ pageSize: 10, sort: 'createdAt:DESC', x: '<img>' })).toThrow(
      "The media library's view takes pageSize and sort only, not x.",
    );
  });
});
