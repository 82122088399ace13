/**
 * What the panel and the publish button ask the CMS: the checks of one language version as the
 * edit view's form holds it, unsaved (POST /publish-checks).
 */
import type { Snippet } from '../../../publish-checks/checks';
import type { Finding } from './Findings';

export type { Snippet };

export interface ChecksAnswer {
  data: Finding[];
  meta?: { snippet?: Snippet | null; linksPending?: number };
}

export interface ChecksAsked {
  uid: string;
  documentId: string;
  locale: string | null;
  values: Record<string, unknown>;
}

/** The request's body: the form's values as JSON carries them (files and components as the form holds them). */
export const checksBody = ({ uid, documentId, locale, values }: ChecksAsked) => ({
  uid,
  documentId,
  ...(locale ? { locale } : {}),
  values,
});
