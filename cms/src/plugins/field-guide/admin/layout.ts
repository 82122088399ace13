import { FIELD_GUIDE, type FieldGuide } from '../guide';

/** The admin languages the guide is written in; any other admin language gets English. */
type GuideLanguage = 'id' | 'en';
export const guideLanguage = (adminLanguage: string | null | undefined): GuideLanguage => (adminLanguage === 'id' ? 'id' : 'en');

/** The parts of a field of the Content Manager's edit view the guide sets. */
interface FieldLayout {
  name: string;
  label?: string;
  hint?: string;
  placeholder?: string;
}

/** The Content Manager's edit layout: panels of rows of fields, and the rows of each component. */
export interface EditLayout<F extends FieldLayout = FieldLayout> {
  layout: F[][][];
  components: Record<string, { layout: F[][] }>;
}

const guided = <F extends FieldLayout>(field: F, guide: FieldGuide | undefined, language: GuideLanguage): F =>
  guide
    ? {
        ...field,
        label: guide.label[language],
        hint: guide.help[language],
        placeholder: guide.placeholder?.[language] ?? field.placeholder,
      }
    : field;

/**
 * The edit view of `model` with every guided field's label, help text and example in the
 * editor's admin language, its components' fields too.
 */
export function guidedEditLayout<F extends FieldLayout, L extends EditLayout<F>>(
  layout: L,
  model: string | null,
  adminLanguage: string,
): L {
  const language = guideLanguage(adminLanguage);
  const fieldsOf = (uid: string | null) => (uid ? FIELD_GUIDE[uid]?.fields : undefined) ?? {};
  const modelFields = fieldsOf(model);
  return {
    ...layout,
    layout: layout.layout.map((panel) =>
      panel.map((row) => row.map((field) => guided(field, modelFields[field.name], language))),
    ),
    components: Object.fromEntries(
      Object.entries(layout.components).map(([uid, component]) => [
        uid,
        {
          ...component,
          layout: component.layout.map((row) => row.map((field) => guided(field, fieldsOf(uid)[field.name], language))),
        },
      ]),
    ),
  };
}

/** The content type an edit view shows, from its address: `/admin/content-manager/collection-types/api::news.news/abc` → `api::news.news`. */
export function modelOfPath(pathname: string): string | null {
  return /\/content-manager\/(?:collection|single)-types\/([^/?#]+)/.exec(pathname)?.[1] ?? null;
}

/**
 * The admin texts the field guide gives, per language: the names of the types and components, and
 * the field labels under the Content Manager's own keys (list columns, edit view):
 * `content-manager.content-types.<uid>.<field>`.
 */
export function labelTranslations(language: GuideLanguage): Record<string, string> {
  return {
    ...nameTranslations(language),
    ...fieldLabels(language),
  };
}

/**
 * Each content type's and component's name in `language`: the admin asks for a type's name by its
 * schema's displayName (the guide's English name), in its menu, list titles, home widgets,
 * breadcrumbs and relation pickers.
 */
export function nameTranslations(language: GuideLanguage): Record<string, string> {
  return Object.fromEntries(Object.values(FIELD_GUIDE).map(({ name }) => [name.en, name[language]]));
}

function fieldLabels(language: GuideLanguage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(FIELD_GUIDE)
      .filter(([uid]) => uid.includes('::'))
      .flatMap(([uid, guide]) =>
        Object.entries(guide.fields).map(([name, field]) => [
          `content-manager.content-types.${uid}.${name}`,
          field.label[language],
        ]),
      ),
  );
}
