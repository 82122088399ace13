/**
 * @jest-environment node
 */
import { editorName } from './editor-name';

describe('an admin as other editors see them named', () => {
  it('is their name, else their username or address', () => {
    expect(editorName({ firstname: 'Budi', lastname: 'Penulis', email: 'b@x.id' })).toBe('Budi Penulis');
    expect(editorName({ firstname: 'Budi', lastname: null })).toBe('Budi');
    expect(editorName({ firstname: '', username: 'budi' })).toBe('budi');
    expect(editorName({ email: 'b@x.id' })).toBe('b@x.id');
  });
});
