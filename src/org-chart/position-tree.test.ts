import { positionTree } from './position-tree';

const names = (nodes: ReturnType<typeof positionTree>): unknown =>
  nodes.map((node) => (node.children.length ? { [node.title]: names(node.children) } : node.title));

describe('an organisation chart outline', () => {
  it('becomes a tree: each position under the nearest one above with a lower level', () => {
    const tree = positionTree([
      { title: 'Direktur Utama', level: 1, holder: 'Hendra Wijaya' },
      { title: 'Direktur Keuangan', level: 2 },
      { title: 'Akuntansi', level: 3 },
      { title: 'Direktur Operasi', level: 2 },
      { title: 'Rekayasa', level: 3 },
      { title: 'Konstruksi', level: 3 },
      { title: 'Manajer HSE', level: 2 },
    ]);
    expect(names(tree)).toEqual([
      {
        'Direktur Utama': [
          { 'Direktur Keuangan': ['Akuntansi'] },
          { 'Direktur Operasi': ['Rekayasa', 'Konstruksi'] },
          'Manajer HSE',
        ],
      },
    ]);
    expect(tree[0].holder).toBe('Hendra Wijaya');
    expect(tree[0].children[0].holder).toBeNull();
  });

  it('keeps several heads side by side, and a level that skips one under the position above', () => {
    expect(
      names(
        positionTree([
          { title: 'Dewan Komisaris', level: 1 },
          { title: 'Komite Audit', level: 3 },
          { title: 'Direksi', level: 1 },
          { title: 'Sekretaris', level: 2 },
        ]),
      ),
    ).toEqual([{ 'Dewan Komisaris': ['Komite Audit'] }, { Direksi: ['Sekretaris'] }]);
  });

  it('leaves out untitled positions and reads a missing or odd level as the top', () => {
    expect(
      names(
        positionTree([
          { title: '  ', level: 1 },
          { title: 'A', level: null },
          { title: 'B', level: 0 },
          { title: 'C', level: 2.5 },
          { title: null, level: 2 },
        ]),
      ),
    ).toEqual(['A', 'B', 'C']);
    expect(positionTree([])).toEqual([]);
  });
});
