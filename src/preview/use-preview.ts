import { startTransition, useEffect, useMemo, useState } from 'react';
import { isLivePreviewValues, LIVE_PREVIEW_READY, STRAPI_UPDATE } from 'cms/preview/previewable';
import { isLanguage } from '../i18n/languages';
import { localisedPath } from '../i18n/localised-path';
import { PREVIEW_PATH } from '../routes';
import { readCredential } from './credential';
import { loadPreview, presentPreview, type PreviewResult, type PreviewSource } from './load-preview';

export interface PreviewState {
  /** Null while the first load runs. */
  result: PreviewResult | null;
  /** When the shown content was last reloaded after an editor's save (null before the first). */
  updatedAt: Date | null;
  /** True once the edit view's live-preview panel sent its unsaved values, which are shown. */
  live: boolean;
}

/**
 * Loads the document the URL's credential names, and again whenever the editor saves it in the
 * admin (Strapi's `strapiUpdate` message from the parent frame) or the fragment changes: the
 * preview follows each save at once, without a reload. Meanwhile the last content stays shown,
 * and an answer that arrives after a newer request started is dropped.
 * In the edit view's live-preview panel, the parent frame also sends the form's unsaved values
 * as the editor types (cms/src/preview/previewable.ts): they are shown over the fetched version
 * when they name the document the credential opens. Only the CMS admin can be the parent: the
 * preview page's frame-ancestors allow no one else (deploy/headers.ts).
 */
export function usePreview(source: Omit<PreviewSource, 'credential' | 'origin'>): PreviewState {
  const [state, setState] = useState<{ result: PreviewResult | null; updatedAt: Date | null }>({
    result: null,
    updatedAt: null,
  });
  const [values, setValues] = useState<Record<string, unknown> | null>(null);
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
      if (event.source !== window.parent) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === STRAPI_UPDATE) reload('update');
      // The form's values only from a frame's parent (the CMS admin), never from the page itself.
      if (window.parent === window) return;
      const claims = readCredential(window.location.hash)?.claims;
      if (isLivePreviewValues(event.data) && claims) {
        const { uid, documentId, locale, values: formValues } = event.data;
        if (uid === claims.uid && documentId === claims.documentId && locale === claims.locale) setValues(formValues);
      }
    };
    const onHashChange = () => {
      setValues(null);
      reload('first');
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('hashchange', onHashChange);
    // The panel sends its values on this: a frame that is not its own hears nothing it did not know.
    if (window.parent !== window) window.parent.postMessage({ type: LIVE_PREVIEW_READY }, '*');
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);

  const { result } = state;
  const shown = useMemo(
    () => (result?.ok && values ? presentPreview(result.loaded, { ...source, origin: window.location.origin }, values) : result),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the source's parts, as the load's effect lists them
    [result, values, language, fallbackLanguage, model, cmsUrl, ownData, ownContext],
  );
  return { result: shown, updatedAt: state.updatedAt, live: Boolean(result?.ok && values) };
}
