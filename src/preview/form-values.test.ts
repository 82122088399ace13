/**
 * @jest-environment node
 */
import path from 'node:path';
import type { Attribute, ContentModel } from 'gatsby-source-strapi-i18n/content-model';
import { readContentModel } from 'gatsby-source-strapi-i18n/read-content-model';
import { withFormValues } from './form-values';
import { presentPreview, type LoadedPreview, type PresentSource } from './load-preview';
import { previewContentModel, previewTarget } from './targets';

const model = previewContentModel(readContentModel(path.join(__dirname, '..', '..', 'cms')));

/** A file as the media library's dialog puts it in the form. */
const file = (id: number) => ({
  id,
  name: `foto-${id}.jpg`,
  alternativeText: `Foto ${id}`,
  url: `/uploads/foto_${id}.jpg`,
  width: 640,
  height: 480,
  mime: 'image/jpeg',
});

/** What an editor typed into a field of this kind, as the edit view's form holds it. */
function typed(name: string, attribute: Attribute, components: ContentModel['components'], depth = 0): unknown {
  switch (attribute.type) {
    case 'string':
    case 'text':
    case 'uid':
    case 'email':
    case 'password':
    case 'enumeration':
      return `Diketik di formulir, belum disimpan: ${name} — pemeliharaan anjungan lepas pantai Blok Mahakam`;
    case 'richtext':
      return `## Subjudul ${name}\n\nParagraf **tebal** yang baru diketik.`;
    case 'integer':
    case 'biginteger':
    case 'float':
    case 'decimal':
      return 42;
    case 'boolean':
      return true;
    case 'date':
      return '2026-11-29';
    case 'datetime':
      return '2026-11-29T03:04:05.000Z';
    case 'time':
      return '10:30:00.000';
    case 'json':
      return { diketik: name };
    case 'media':
      return attribute.multiple ? [file(31), file(32)] : file(30);
    case 'component': {
      const fields = Object.fromEntries(
        Object.entries(components[attribute.component] ?? {}).map(([field, inner]) => [
          field,
          depth > 2 ? null : typed(field, inner, components, depth + 1),
        ]),
      );
      const item = { __temp_key__: 'a0', ...fields };
      return attribute.repeatable ? [item] : item;
    }
    default:
      // Relations: only the changes, as the form holds them.
      return { connect: [{ id: 99, documentId: 'lain' }], disconnect: [] };
  }
}

const source = (language: 'id' | 'en'): PresentSource => ({
  language,
  fallbackLanguage: 'id',
  model,
  cmsUrl: 'http://cms.test',
  origin: 'http://site.test',
  ownData: {},
  ownContext: { language },
});

describe('the live preview: the form’s unsaved values over the saved version', () => {
  const rows = model.contentTypes.flatMap((type) =>
    (['id', 'en'] as const).flatMap((language) =>
      Object.entries(type.attributes).map(([name, attribute]) => ({ type, language, name, attribute })),
    ),
  );

  it('covers every field of every previewable type, in both languages', () => {
    expect(new Set(rows.map((row) => row.type.uid)).size).toBe(model.contentTypes.length);
    expect(rows.length).toBeGreaterThan(60);
  });

  it.each(rows.map((row) => [`${row.type.uid} ${row.language} ${row.name} (${row.attribute.type})`, row] as const))(
    '%s: shows what was typed',
    (_label, { type, language, name, attribute }) => {
      const saved = { id: 7, documentId: 'doc1', locale: language, [name]: null, relasi: 'saved' };
      const values = { [name]: typed(name, attribute, model.components) };
      const target = previewTarget(type.uid);
      if (!target) throw new Error(`no preview target for ${type.uid}`);
      const loaded: LoadedPreview = { target, type, status: 'draft', entry: saved, published: null };
      const result = presentPreview(loaded, source(language), values);
      if (!result.ok) throw new Error(`not shown: ${result.problem}`);
      const node = result.data[target.dataKey] as Record<string, unknown>;
      const shown = JSON.stringify(node[name]);
      switch (attribute.type) {
        case 'relation':
        case 'dynamiczone':
        case 'blocks':
          expect(node[name]).toBeNull(); // the saved value (none), not the form's changes
          break;
        case 'richtext':
          expect(shown).toContain('Paragraf <strong>tebal</strong> yang baru diketik.');
          break;
        case 'media':
          expect(shown).toContain('foto_3');
          break;
        case 'component':
          expect(shown).not.toBe('null');
          expect(shown).not.toContain('__temp_key__');
          break;
        default:
          expect(node[name]).toEqual(values[name]);
      }
    },
  );
});

describe('withFormValues', () => {
  const attributes: Record<string, Attribute> = {
    title: { type: 'string' },
    cover: { type: 'media' },
    related: { type: 'relation' },
    facts: { type: 'component', component: 'shared.fact', repeatable: true },
  };
  const components = { 'shared.fact': { label: { type: 'string' }, icon: { type: 'media' } } } as ContentModel['components'];
  const saved = {
    title: 'Tersimpan',
    cover: file(1),
    related: [{ id: 5, title: 'Berita lain' }],
    facts: [
      { id: 11, label: 'Satu', icon: file(2) },
      { id: 12, label: 'Dua', icon: null },
    ],
  };

  it('keeps the saved relations and what the form does not hold; matches repeatable items by id', () => {
    const merged = withFormValues(
      saved,
      {
        title: 'Diketik',
        related: { connect: [{ id: 9 }], disconnect: [] },
        facts: [
          { __temp_key__: 'b', id: 12, label: 'Dua, diubah' },
          { __temp_key__: 'c', label: 'Baru' },
        ],
      },
      attributes,
      components,
    );
    expect(merged).toEqual({
      title: 'Diketik',
      cover: file(1),
      related: [{ id: 5, title: 'Berita lain' }],
      facts: [{ id: 12, label: 'Dua, diubah', icon: null }, { label: 'Baru' }],
    });
  });

  it('keeps the saved value where the form holds a value of the wrong kind', () => {
    const merged = withFormValues(
      saved,
      { title: { $gt: 1 }, cover: { id: 'x', url: 'javascript:alert(1)' }, facts: 'no', unknown: 'x' },
      attributes,
      components,
    );
    expect(merged).toEqual(saved);
    expect(withFormValues(saved, null, attributes, components)).toBe(saved);
    expect(withFormValues(saved, { cover: null }, attributes, components).cover).toBeNull();
  });
});
