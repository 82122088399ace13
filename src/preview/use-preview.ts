import { startTransition, useEffect, useState } from 'react';
import { isLanguage } from '../i18n/languages';
import { localisedPath } from '../i18n/localised-path';
import { PREVIEW_PATH } from '../routes';
import { readCredential } from './credential';
import { loadPreview, type PreviewResult, type PreviewSource } from './load-preview';

/** Strapi's admin posts this to the preview frame after every save or publish. */
export const STRAPI_UPDATE = 'strapiUpdate';

export interface PreviewState {
  /** Null while the first load runs. */
  result: PreviewResult | null;
  /** When the shown content was last reloaded after an editor's save (null before the first). */
  updatedAt: Date | null;
}

/**
 * Loads the document the URL's credential names, and again whenever the editor saves it in the
 * admin (Strapi's `strapiUpdate` message from the parent frame) or the fragment changes: the
 * preview follows each save at once, without a reload. Meanwhile the last content stays shown,
 * and an answer that arrives after a newer request started is dropped.
 */
export function usePreview(source: Omit<PreviewSource, 'credential' | 'origin'>): PreviewState {
  const [state, setState] = useState<PreviewState>({ result: null, updatedAt: null });
  const [request, setRequest] = useState({ count: 0, reason: 'first' as 'first' | 'update' });
  const { language, fallbackLanguage, model, cmsUrl, ownData, ownContext } = source;

  useEffect(() => {
    const credential = readCredential(window.location.hash);
    const locale = credential?.claims.locale;
    // A link for the other language's document belongs on that language's preview page.
    if (isLanguage(locale) && locale !== language) {
      window.location.replace(`${localisedPath(PREVIEW_PATH, locale)}${window.location.hash}`);
      return undefined;
    }
    let current = true;
    loadPreview({
      credential,
      origin: window.location.origin,
      language,
      fallbackLanguage,
      model,
      cmsUrl,
      ownData,
      ownContext,
    }).then((result) => {
      // A transition: an answer that comes back while the page's idle-hydrated parts (footer,
      // floating buttons) are still hydrating waits for them, instead of forcing React to throw
      // their server HTML away (React error #421, seen with a fast 404 behind nginx).
      if (current) startTransition(() => setState({ result, updatedAt: request.reason === 'update' ? new Date() : null }));
    });
    return () => {
      current = false;
    };
  }, [request, language, fallbackLanguage, model, cmsUrl, ownData, ownContext]);

  useEffect(() => {
    const reload = (reason: 'first' | 'update') => setRequest(({ count }) => ({ count: count + 1, reason }));
    const onMessage = (event: MessageEvent) => {
      const type = (event.data as { type?: unknown } | null)?.type;
      if (event.source === window.parent && type === STRAPI_UPDATE) reload('update');
    };
    const onHashChange = () => reload('first');
    window.addEventListener('message', onMessage);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);

  return state;
}
