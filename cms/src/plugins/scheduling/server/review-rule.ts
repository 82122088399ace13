/**
 * Which scheduled publishes a saved draft puts on hold: the rule, without Strapi.
 *
 * A publish schedule is an editor's decision about the draft they saw. A change made afterwards
 * by someone who may not publish that version (an Author of their own article, after an Editor
 * scheduled it) would otherwise go live at the set time unseen. So such a change holds the
 * schedule: it does not publish, and the panel says who changed what, until someone who may
 * publish saves the draft (they have seen it) or sets the schedule again.
 */

/** The document-service actions that change a draft's content. */
const DRAFT_CHANGES: ReadonlySet<string> = new Set(['create', 'update', 'discardDraft']);

/** What a write names: its action, language(s) and the fields its data sets. */
export interface DraftWrite {
  action: string;
  locale: unknown;
  fields: readonly string[];
}

/**
 * The languages whose drafts a write changed: the one it names, or every language of the document
 * when it sets a field the languages share (Strapi copies those into each language's draft), or
 * names them all. Empty for a write that changes no draft.
 */
export function changedLanguages(
  write: DraftWrite,
  sharedFields: readonly string[],
  documentLanguages: readonly string[],
): readonly string[] {
  if (!DRAFT_CHANGES.has(write.action)) return [];
  const sharesAField = write.action !== 'discardDraft' && write.fields.some((field) => sharedFields.includes(field));
  if (sharesAField || write.locale === '*') return documentLanguages;
  if (Array.isArray(write.locale)) return write.locale.filter((code): code is string => typeof code === 'string');
  return typeof write.locale === 'string' && write.locale ? [write.locale] : [];
}
