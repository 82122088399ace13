import type { FieldGuide, Text } from './texts';

/** How a type's list in the Content Manager opens: its columns and its sort. */
export interface ListGuide {
  columns: string[];
  sortBy: string;
  sortOrder: 'ASC' | 'DESC';
}

/** The guide of a content type or component: its name, every field explained, the edit view's order, the list's columns. */
export interface ModelGuide {
  /**
   * What the type is called, in each admin language, wherever the admin names it (menu, list
   * title, home widgets, relation pickers). `en` is the schema's displayName: the admin asks for
   * a type's name by it.
   */
  name: Text;
  fields: Record<string, FieldGuide>;
  /** The edit view's field order, where the schema's own is not the best. */
  order?: string[];
  list?: ListGuide;
}
