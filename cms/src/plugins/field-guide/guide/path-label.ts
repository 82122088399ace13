/**
 * A field's name as the editor knows it — its label in the field guide, in Indonesian and
 * English, down through components (`SEO › Judul meta`, `Nilai › 2 › Judul`); a field the guide
 * does not name keeps its attribute name. History's comparison and the checks before publishing
 * name fields with it.
 */
import { FIELD_GUIDE, type Text } from '.';

/** The content model as the CMS holds it: a type's or a component's attributes. */
export type GetModel = (uid: string) => { attributes: Record<string, { type: string; component?: string }> } | undefined;

export function pathLabel(getModel: GetModel, uid: string, path: readonly string[]): Text {
  const parts: Text[] = [];
  let model: string | undefined = uid;
  for (const segment of path) {
    if (/^\d+$/.test(segment)) {
      parts.push({ id: segment, en: segment });
      continue;
    }
    const attribute = model ? getModel(model)?.attributes[segment] : undefined;
    if (!attribute) {
      // A dynamic zone's block named by its component: the component's name.
      const named = FIELD_GUIDE[segment]?.name;
      parts.push(named ?? { id: segment, en: segment });
      model = getModel(segment) ? segment : undefined;
      continue;
    }
    parts.push((model && FIELD_GUIDE[model]?.fields[segment]?.label) || { id: segment, en: segment });
    model = attribute.type === 'component' ? attribute.component : undefined;
  }
  return { id: parts.map((part) => part.id).join(' › '), en: parts.map((part) => part.en).join(' › ') };
}
