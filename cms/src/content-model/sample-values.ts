/**
 * A value for every attribute of the content model, as an editor would write it — Indonesian
 * text of realistic length within each field's limits, a slug, an address, a date — different
 * for each `variant`, so that two variants differ in every field. Tests derive their documents
 * from the schemas with it (the history's restore round trip, from any type to any field).
 */
import type { SchemaFile } from './schemas';

type Attribute = SchemaFile['attributes'][string];
export type ComponentSchemas = ReadonlyMap<string, SchemaFile>;

const WORDS = [
  'Mercusuar',
  'Group',
  'menyelesaikan',
  'pemeliharaan',
  'anjungan',
  'lepas',
  'pantai',
  'di',
  'Blok',
  'Mahakam',
  'dengan',
  'nol',
  'kecelakaan',
  'kerja',
  'selama',
  'tiga',
  'ratus',
  'hari',
  'berturut-turut',
];

/** Indonesian words, `count` of them, starting at a place that depends on the variant. */
const phrase = (variant: number, count: number): string =>
  Array.from({ length: count }, (_, index) => WORDS[(index + variant * 3) % WORDS.length]).join(' ');

/** Cut to the field's limit (on a word), if it has one. */
const within = (attribute: Attribute, text: string): string => {
  const max = typeof attribute.maxLength === 'number' ? attribute.maxLength : Infinity;
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max).trim();
};

/** Fields whose value must be an address (the CMS checks them): by name. */
const ADDRESS_FIELDS = /(url|website|youtube|facebook|twitter|instagram|tiktok|linkedin)$/i;

/**
 * A value of `attribute` named `name`; `media` gives the file ids a media field may take (none:
 * the field stays empty).
 */
export function sampleValue(
  components: ComponentSchemas,
  name: string,
  attribute: Attribute,
  variant: number,
  media: readonly number[] = [],
): unknown {
  switch (attribute.type) {
    case 'string':
      if (ADDRESS_FIELDS.test(name)) return `https://www.mercusuar-group.co.id/${name.toLowerCase()}/${variant}`;
      if (/number|phone|fax/i.test(name)) return `+62 21 5550 ${String(1000 + variant).slice(-4)}`;
      return within(attribute, `${phrase(variant, 12)} ${variant}`);
    case 'uid':
      return `${phrase(variant, 10)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')}-${variant}`.slice(0, 96);
    case 'text':
      return within(attribute, `${phrase(variant, 30)}. Versi ${variant}.`);
    case 'richtext':
      return `## ${phrase(variant, 5)}\n\n${phrase(variant + 1, 40)}.\n\n- ${phrase(variant + 2, 6)}\n- Versi ${variant}\n`;
    case 'blocks':
      return [{ type: 'paragraph', children: [{ type: 'text', text: `${phrase(variant, 20)} ${variant}` }] }];
    case 'email':
      return `humas.${variant}@mercusuar-group.co.id`;
    case 'integer':
    case 'biginteger': {
      // Within the field's limits (a level from 1 to 5), else a year.
      const [min, max] = [Number(attribute.min ?? NaN), Number(attribute.max ?? NaN)];
      if (Number.isFinite(max)) return Math.max(Number.isFinite(min) ? min : 0, max - (variant % 2));
      return 2000 + variant;
    }
    case 'decimal':
    case 'float':
      return variant + 0.5;
    case 'boolean':
      return variant % 2 === 0;
    case 'enumeration': {
      const values = Array.isArray(attribute.enum) ? (attribute.enum as string[]) : [];
      return values[variant % values.length] ?? null;
    }
    case 'date':
      return `2026-${String((variant % 12) + 1).padStart(2, '0')}-${String((variant % 28) + 1).padStart(2, '0')}`;
    case 'datetime':
      return new Date(Date.UTC(2026, variant % 12, (variant % 28) + 1, 3, 0, 0)).toISOString();
    case 'time':
      return `${String(8 + (variant % 10)).padStart(2, '0')}:30:00.000`;
    case 'json':
      return { catatan: phrase(variant, 4), versi: variant };
    case 'media':
      if (media.length === 0) return attribute.multiple ? [] : null;
      return attribute.multiple
        ? [media[variant % media.length], media[(variant + 1) % media.length]]
        : media[variant % media.length];
    case 'component': {
      const schema = components.get(String(attribute.component));
      if (!schema) return null;
      const one = (item: number) => sampleEntry(components, schema, variant + item, media);
      return attribute.repeatable ? [one(0), one(1)] : one(0);
    }
    case 'dynamiczone': {
      const uids = Array.isArray(attribute.components) ? (attribute.components as string[]) : [];
      return uids.flatMap((uid) => {
        const schema = components.get(uid);
        return schema ? [{ __component: uid, ...sampleEntry(components, schema, variant, media) }] : [];
      });
    }
    default:
      return null; // relations: the content model has none yet; a test of one says what it links
  }
}

/** A value for every attribute of `schema` (a content type or a component), but relations. */
export function sampleEntry(
  components: ComponentSchemas,
  schema: SchemaFile,
  variant: number,
  media: readonly number[] = [],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.attributes)
      .filter(([, attribute]) => attribute.type !== 'relation')
      .map(([name, attribute]) => [name, sampleValue(components, name, attribute, variant, media)]),
  );
}
