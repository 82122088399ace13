import * as React from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { ArrowClockwise } from '@strapi/icons';
import { useFetchClient, useForm } from '@strapi/strapi/admin';
import type { PanelComponent, PanelComponentProps } from '@strapi/content-manager/strapi-admin';
import { useEditedLocale, useTexts } from '../../admin-apis';
import {
  isPreviewable,
  LIVE_PREVIEW_READY,
  LIVE_PREVIEW_VALUES,
  STRAPI_UPDATE,
  type LivePreviewValues,
} from '../../../preview/previewable';
import { DEVICES, frameScale, type Device } from './devices';
import { en } from './translations';

/** How long the panel waits after a keystroke before it sends the form (typing fast sends once). */
const SEND_AFTER_MS = 60;

/** The form's values as a message can carry them (a structured clone; JSON where that fails). */
const cloneable = (values: unknown): Record<string, unknown> => {
  try {
    return structuredClone(values) as Record<string, unknown>;
  } catch {
    return JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
  }
};

function LivePreview({
  uid,
  documentId,
  locale,
  savedAt,
}: {
  uid: string;
  documentId: string;
  locale: string;
  savedAt: unknown;
}) {
  const say = useTexts(en);
  const { get } = useFetchClient();
  const values = useForm('LivePreviewPanel', (state) => state.values);
  const [url, setUrl] = React.useState<string | null | false>(null);
  const [opened, setOpened] = React.useState(0);
  const [device, setDevice] = React.useState<Device>('phone');
  // Widened: the same frame (nothing reloads) floats over the side column, beside the form, large
  // enough to read a desktop page; Escape puts it back.
  const [wide, setWide] = React.useState(false);
  const [width, setWidth] = React.useState(0);
  const frame = React.useRef<HTMLIFrameElement>(null);
  const box = React.useRef<HTMLDivElement>(null);
  const latest = React.useRef(values);

  // A fresh link each time the panel opens or reloads: Strapi's preview route, which only an admin
  // who may read this version is answered by (src/policies/may-preview.ts).
  React.useEffect(() => {
    let live = true;
    get<{ data: { url: string | null } }>(`/content-manager/preview/url/${uid}`, {
      params: { documentId, locale, status: 'draft' },
    })
      .then(({ data }) => live && setUrl(data.data.url ?? false))
      .catch(() => live && setUrl(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `get` is a new function on every render
  }, [uid, documentId, locale, opened]);

  const siteOrigin = url ? new URL(url).origin : null;

  /** The form as it is now, to the frame the panel opened, at the site's origin only. */
  const send = React.useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!target || !siteOrigin) return;
    const message: LivePreviewValues = { type: LIVE_PREVIEW_VALUES, uid, documentId, locale, values: cloneable(latest.current) };
    target.postMessage(message, siteOrigin);
  }, [uid, documentId, locale, siteOrigin]);

  React.useEffect(() => {
    latest.current = values;
    const timer = window.setTimeout(send, SEND_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [values, send]);

  // The preview page says when it listens: it gets the form at once.
  React.useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const type = (event.data as { type?: unknown } | null)?.type;
      if (event.source === frame.current?.contentWindow && event.origin === siteOrigin && type === LIVE_PREVIEW_READY) send();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [siteOrigin, send]);

  // A save: the page fetches the saved version again (relations show once saved).
  const firstSave = React.useRef(savedAt);
  React.useEffect(() => {
    if (savedAt === firstSave.current || !siteOrigin) return;
    frame.current?.contentWindow?.postMessage({ type: STRAPI_UPDATE }, siteOrigin);
  }, [savedAt, siteOrigin]);

  React.useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [url]);

  React.useEffect(() => {
    if (!wide) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setWide(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [wide]);

  if (url === false) return <Typography textColor="danger600">{say('live-preview.unavailable')}</Typography>;
  const size = DEVICES[device];
  const scale = frameScale(width, size.width);
  return (
    <Flex
      direction="column"
      alignItems="stretch"
      gap={2}
      width="100%"
      {...(wide && {
        background: 'neutral0',
        padding: 4,
        shadow: 'popupShadow',
        hasRadius: true,
        overflow: 'auto',
        style: { position: 'fixed', top: 16, right: 16, bottom: 16, width: 'min(55vw, 1100px)', zIndex: 3 },
      })}
    >
      <Typography variant="pi" textColor="neutral600">
        {say('live-preview.hint')}
      </Typography>
      <Flex gap={2} wrap="wrap" role="group" aria-label={say('live-preview.device')}>
        {(Object.keys(DEVICES) as Device[]).map((option) => (
          <Button
            key={option}
            size="S"
            variant={device === option ? 'secondary' : 'tertiary'}
            aria-pressed={device === option}
            onClick={() => setDevice(option)}
          >
            {say(`live-preview.${option}`)}
          </Button>
        ))}
        <Button size="S" variant="ghost" onClick={() => setWide((now) => !now)}>
          {say(wide ? 'live-preview.narrow' : 'live-preview.wide')}
        </Button>
        <Button size="S" variant="ghost" startIcon={<ArrowClockwise />} onClick={() => setOpened((count) => count + 1)}>
          {say('live-preview.reload')}
        </Button>
      </Flex>
      <Box
        ref={box}
        width="100%"
        overflow="hidden"
        hasRadius
        borderColor="neutral200"
        style={{ height: size.height * scale, flexShrink: 0 }}
      >
        {url && width > 0 && (
          <iframe
            ref={frame}
            key={url}
            src={url}
            title={say('live-preview.frame')}
            style={{
              width: size.width,
              height: size.height,
              border: 0,
              transform: `scale(${scale})`,
              transformOrigin: '0 0',
            }}
          />
        )}
      </Box>
    </Flex>
  );
}

/**
 * The edit view's "Pratinjau langsung" panel: the site's preview page of this draft beside the
 * form, following what the editor types before they save, as a phone or a desktop shows it.
 * Only for the types with a page of their own, on the draft tab.
 */
export const LivePreviewPanel: PanelComponent = ({ model, documentId, document, activeTab }: PanelComponentProps) => {
  const say = useTexts(en);
  const locale = useEditedLocale(document);
  if (activeTab !== 'draft' || !isPreviewable(model)) return null;
  const title = say('live-preview.panel.title');
  const saved = document as { documentId?: string; locale?: string | null; updatedAt?: unknown } | undefined;
  const id = documentId ?? saved?.documentId;
  // A language version being made (the form's language has no saved version yet) shows after its first save.
  if (!id || !saved?.locale || locale !== saved.locale) {
    return { title, content: <Typography variant="pi">{say('live-preview.save-first')}</Typography> };
  }
  return {
    title,
    content: <LivePreview uid={model} documentId={id} locale={saved.locale} savedAt={saved.updatedAt} />,
  };
};
