import type { FieldGuide, ModelGuide } from '../guide';

/** The Content Manager's configuration of a content type or component (what "Configure the view" edits). */
export interface ViewConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>;
  layouts: { list: string[]; edit: Array<Array<{ name: string; size: number }>>; [other: string]: unknown };
}

/** The language the configuration stores the guide's texts in; the admin shows each editor theirs. */
export const STORED_LANGUAGE = 'id';

const editTexts = (guide: FieldGuide) => ({
  label: guide.label[STORED_LANGUAGE],
  description: guide.help[STORED_LANGUAGE],
  placeholder: guide.placeholder?.[STORED_LANGUAGE] ?? '',
  ...(guide.readOnly ? { editable: false } : {}),
});

/** Every guided field's label, help text and example (and read-only fields locked), whatever was there. */
export function withGuideTexts(configuration: ViewConfiguration, guide: ModelGuide): ViewConfiguration {
  const metadatas = { ...configuration.metadatas };
  for (const [name, field] of Object.entries(guide.fields)) {
    const current = metadatas[name];
    if (!current) continue;
    metadatas[name] = {
      edit: { ...current.edit, ...editTexts(field) },
      list: { ...current.list, label: field.label[STORED_LANGUAGE] },
    };
  }
  return { ...configuration, metadatas };
}

/**
 * The edit view's fields in `order` (those it does not name keep their place after it), each
 * keeping its size, packed again into rows of at most 12 columns.
 */
export function reorderRows(
  rows: ViewConfiguration['layouts']['edit'],
  order: readonly string[],
): ViewConfiguration['layouts']['edit'] {
  const fields = rows.flat();
  const rank = (name: string) =>
    order.includes(name) ? order.indexOf(name) : order.length + fields.findIndex((field) => field.name === name);
  const packed: ViewConfiguration['layouts']['edit'] = [];
  for (const field of [...fields].sort((a, b) => rank(a.name) - rank(b.name))) {
    const row = packed[packed.length - 1];
    if (row && row.reduce((sum, { size }) => sum + size, 0) + field.size <= 12) row.push(field);
    else packed.push([field]);
  }
  return packed;
}

/** The guide's layout: the edit view's order, the list's columns and default sort. */
export function withGuideLayout(configuration: ViewConfiguration, guide: ModelGuide): ViewConfiguration {
  return {
    ...configuration,
    settings: guide.list
      ? { ...configuration.settings, defaultSortBy: guide.list.sortBy, defaultSortOrder: guide.list.sortOrder }
      : configuration.settings,
    layouts: {
      ...configuration.layouts,
      ...(guide.list ? { list: guide.list.columns } : {}),
      ...(guide.order ? { edit: reorderRows(configuration.layouts.edit, guide.order) } : {}),
    },
  };
}

/** What of a guide is layout: when it changes, the layout is applied again over any hand edit. */
export const layoutFingerprint = (guide: ModelGuide): string =>
  JSON.stringify({ order: guide.order ?? null, list: guide.list ?? null });
