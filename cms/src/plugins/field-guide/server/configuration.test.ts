/**
 * @jest-environment node
 */
import { layoutFingerprint, reorderRows, withGuideLayout, withGuideTexts, type ViewConfiguration } from './configuration';
import type { ModelGuide } from '../guide';

const configuration = (): ViewConfiguration => ({
  settings: { mainField: 'title', defaultSortBy: 'id', defaultSortOrder: 'ASC', pageSize: 10 },
  metadatas: {
    title: {
      edit: { label: 'title', description: '', placeholder: '', visible: true, editable: true },
      list: { label: 'title', sortable: true },
    },
    date: {
      edit: { label: 'date', description: '', placeholder: '', visible: true, editable: true },
      list: { label: 'date', sortable: true },
    },
    body: {
      edit: { label: 'body', description: '', placeholder: '', visible: true, editable: true },
      list: { label: 'body', sortable: false },
    },
  },
  layouts: {
    list: ['id', 'title'],
    edit: [
      [
        { name: 'title', size: 6 },
        { name: 'date', size: 4 },
      ],
      [{ name: 'body', size: 12 }],
    ],
  },
});

const guide: ModelGuide = {
  fields: {
    title: { label: { id: 'Judul', en: 'Title' }, help: { id: 'Judul berita.', en: 'The heading.' } },
    date: {
      label: { id: 'Tanggal', en: 'Date' },
      help: { id: 'Tanggal berita.', en: 'The date.' },
      placeholder: { id: '2026', en: '2026' },
      readOnly: true,
    },
  },
  order: ['date', 'body', 'title'],
  list: { columns: ['title', 'date'], sortBy: 'date', sortOrder: 'DESC' },
};

describe('the field guide in the Content Manager', () => {
  it('writes each field’s label, help and example in Indonesian and locks read-only fields, leaving the rest', () => {
    const guided = withGuideTexts(configuration(), guide);
    expect(guided.metadatas.title.edit).toMatchObject({
      label: 'Judul',
      description: 'Judul berita.',
      placeholder: '',
      editable: true,
    });
    expect(guided.metadatas.date.edit).toMatchObject({ label: 'Tanggal', placeholder: '2026', editable: false });
    expect(guided.metadatas.date.list).toEqual({ label: 'Tanggal', sortable: true });
    expect(guided.metadatas.body).toEqual(configuration().metadatas.body);
    expect(guided.layouts).toEqual(configuration().layouts);
  });

  it('applies the order, keeping each field’s size, and the list’s columns and sort', () => {
    const arranged = withGuideLayout(configuration(), guide);
    expect(arranged.layouts.edit).toEqual([
      [{ name: 'date', size: 4 }],
      [{ name: 'body', size: 12 }],
      [{ name: 'title', size: 6 }],
    ]);
    expect(arranged.layouts.list).toEqual(['title', 'date']);
    expect(arranged.settings).toMatchObject({ defaultSortBy: 'date', defaultSortOrder: 'DESC', pageSize: 10 });
  });

  it('packs reordered fields into rows of at most 12 columns, fields the order omits last', () => {
    const rows = [
      [
        { name: 'a', size: 6 },
        { name: 'b', size: 6 },
      ],
      [{ name: 'c', size: 4 }],
      [{ name: 'd', size: 8 }],
    ];
    expect(reorderRows(rows, ['d', 'c'])).toEqual([
      [
        { name: 'd', size: 8 },
        { name: 'c', size: 4 },
      ],
      [
        { name: 'a', size: 6 },
        { name: 'b', size: 6 },
      ],
    ]);
  });

  it('tells a change of layout from a change of texts', () => {
    const changedText = {
      ...guide,
      fields: { ...guide.fields, title: { ...guide.fields.title, help: { id: 'Lain.', en: 'Other.' } } },
    };
    expect(layoutFingerprint(changedText)).toBe(layoutFingerprint(guide));
    expect(layoutFingerprint({ ...guide, order: ['title', 'date', 'body'] })).not.toBe(layoutFingerprint(guide));
  });
});
