/**
 * @jest-environment node
 */
import { mediaIdsProblem } from './media-ids';

describe('the ids a media library route takes (the sixth attack: PostgreSQL answered 500)', () => {
  it.each([
    [{ path: '/upload/files/12' }],
    [{ path: '/upload/folders/3' }],
    [{ path: '/upload/files/12/replace' }],
    [{ path: '/upload', query: { id: '7' } }],
    [{ path: '/upload/actions/bulk-delete', body: { fileIds: [1, '2'], folderIds: [] } }],
    [{ path: '/upload/actions/bulk-move', body: { fileIds: [1], folderIds: [2], destinationFolderId: null } }],
    [{ path: '/upload/actions/bulk-update', body: { updates: [{ id: 5, fileInfo: { name: 'x' } }] } }],
    [{ path: '/upload/files', query: { page: '1' } }],
    [{ path: '/api/news-items/abc' }],
  ])('takes %j', (request) => {
    expect(mediaIdsProblem(request)).toBeNull();
  });

  it.each([
    [{ path: '/upload/files/abc' }, 'the id in the address', '"abc"'],
    [{ path: '/upload/files/99999999999999999999' }, 'the id in the address', '"99999999999999999999"'],
    [{ path: '/upload/folders/2147483648' }, 'the id in the address', '"2147483648"'],
    [{ path: '/upload/files/abc/replace' }, 'the id in the address', '"abc"'],
    [{ path: '/upload', query: { id: ['1', '2'] } }, 'id', '["1","2"]'],
    [{ path: '/upload/actions/bulk-delete', body: { fileIds: ['abc'] } }, 'fileIds', '"abc"'],
    [{ path: '/upload/actions/bulk-delete', body: { fileIds: [1e20] } }, 'fileIds', '100000000000000000000'],
    [{ path: '/upload/actions/bulk-move', body: { folderIds: 'abc' } }, 'folderIds', '"abc"'],
    [{ path: '/upload/actions/bulk-move', body: { fileIds: [], destinationFolderId: 1.5 } }, 'destinationFolderId', '1.5'],
    [{ path: '/upload/actions/bulk-update', body: { updates: [{ fileInfo: {} }] } }, 'updates[].id', 'nothing'],
  ])('refuses %j, naming where', (request, where, value) => {
    expect(mediaIdsProblem(request)).toBe(
      `${where} names a file or folder by its number (1 to 2147483647): ${value} is not one.`,
    );
  });
});
