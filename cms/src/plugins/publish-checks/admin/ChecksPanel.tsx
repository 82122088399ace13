import * as React from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { useFetchClient, useForm } from '@strapi/strapi/admin';
import type { PanelComponent, PanelComponentProps } from '@strapi/content-manager/strapi-admin';
import { useEditedLocale, useTexts } from '../../admin-apis';
import { checksBody, type ChecksAnswer, type Snippet } from './checks-request';
import { FINDINGS_ID, FindingsList } from './Findings';
import { en, type ChecksMessage } from './translations';

/** How the page will look in a search result and on a shared card (a chat app's, a social network's). */
function SnippetPreview({ snippet, say }: { snippet: Snippet; say: (key: ChecksMessage) => string }) {
  const host = (() => {
    try {
      return new URL(snippet.url).host;
    } catch {
      return snippet.url;
    }
  })();
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Box tag="figure" padding={2} hasRadius borderColor="neutral200" margin={0}>
        <Typography variant="pi" tag="figcaption" fontWeight="bold" textColor="neutral600">
          {say('publish-checks.snippet.search')}
        </Typography>
        <Typography variant="pi" tag="p" textColor="neutral600" style={{ overflowWrap: 'anywhere' }}>
          {snippet.url}
        </Typography>
        <Typography variant="omega" tag="p" textColor="primary700" fontWeight="semiBold">
          {snippet.title || say('publish-checks.snippet.no-title')}
        </Typography>
        <Typography variant="pi" tag="p" textColor="neutral800">
          {snippet.description || say('publish-checks.snippet.no-description')}
        </Typography>
      </Box>
      <Box tag="figure" padding={2} hasRadius borderColor="neutral200" background="neutral100" margin={0}>
        <Typography variant="pi" tag="figcaption" fontWeight="bold" textColor="neutral600">
          {say('publish-checks.snippet.card')}
        </Typography>
        <Typography variant="pi" tag="p" textColor="neutral600" textTransform="uppercase">
          {host}
        </Typography>
        <Typography variant="omega" tag="p" fontWeight="bold" textColor="neutral800">
          {snippet.title || say('publish-checks.snippet.no-title')}
        </Typography>
      </Box>
    </Flex>
  );
}

/** How long the form must be still before it is checked again (ms), and how often pending links are asked after. */
const TYPING_PAUSE = 600;
const LINKS_AGAIN = 2000;
const LINKS_ASKED_AT_MOST = 15;

function ChecksContent({ uid, documentId, locale }: { uid: string; documentId: string; locale: string | null }) {
  const say = useTexts(en);
  const { post } = useFetchClient();
  const values = useForm('ChecksPanel', (state) => state.values) as Record<string, unknown>;
  const [answer, setAnswer] = React.useState<ChecksAnswer | null | false>(null);
  React.useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    // The form as it is now, once the editor pauses; then again while links to other sites are being asked.
    const ask = (round: number) =>
      post<ChecksAnswer>('/publish-checks', checksBody({ uid, documentId, locale, values }))
        .then(({ data }) => {
          if (!live) return;
          setAnswer(data);
          if ((data.meta?.linksPending ?? 0) > 0 && round < LINKS_ASKED_AT_MOST)
            timer = setTimeout(() => ask(round + 1), LINKS_AGAIN);
        })
        .catch(() => live && setAnswer(false));
    timer = setTimeout(() => ask(0), TYPING_PAUSE);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- post is a new function each render
  }, [uid, documentId, locale, values]);
  if (answer === false) return <Typography textColor="danger600">{say('publish-checks.load-failed')}</Typography>;
  if (answer === null) return null;
  const pending = answer.meta?.linksPending ?? 0;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Box id={FINDINGS_ID} tabIndex={-1}>
        <FindingsList findings={answer.data} />
      </Box>
      {pending > 0 && (
        <Typography variant="pi" textColor="neutral600" role="status">
          {say('publish-checks.links-pending', { count: pending })}
        </Typography>
      )}
      {answer.meta?.snippet && <SnippetPreview snippet={answer.meta.snippet} say={say} />}
      <Typography variant="pi" textColor="neutral600">
        {say('publish-checks.live')}
      </Typography>
    </Flex>
  );
}

/**
 * The edit view's "Pemeriksaan sebelum terbit" panel: what the CMS will refuse at publish (a link
 * to a page the site does not have) and what it warns of, for every type with drafts.
 */
export const ChecksPanel: PanelComponent = ({ model, documentId, document, activeTab }: PanelComponentProps) => {
  const say = useTexts(en);
  const locale = useEditedLocale(document);
  if (activeTab === null || !model.startsWith('api::')) return null;
  const id = documentId ?? (document as { documentId?: string } | undefined)?.documentId;
  if (!id) return null;
  return {
    title: say('publish-checks.panel.title'),
    content: <ChecksContent uid={model} documentId={id} locale={locale} />,
  };
};
