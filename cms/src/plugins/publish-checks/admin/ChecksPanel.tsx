import * as React from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import type { PanelComponent, PanelComponentProps } from '@strapi/content-manager/strapi-admin';
import { useIntl } from 'react-intl';
import { useTexts } from '../../admin-apis';
import { en, type ChecksMessage } from './translations';

interface Snippet {
  title: string;
  description: string;
  url: string;
}

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

interface Finding {
  level: 'error' | 'warning';
  code: string;
  field: string;
  /** The field as the edit view labels it. */
  label?: { id: string; en: string };
  message: { id: string; en: string };
}

function ChecksContent({
  uid,
  documentId,
  locale,
  savedAt,
}: {
  uid: string;
  documentId: string;
  locale: string | null;
  savedAt: unknown;
}) {
  const intl = useIntl();
  const say = useTexts(en);
  const { get } = useFetchClient();
  const [findings, setFindings] = React.useState<Finding[] | null | false>(null);
  const [snippet, setSnippet] = React.useState<Snippet | null>(null);
  React.useEffect(() => {
    let live = true;
    const query = new URLSearchParams({ uid, documentId, ...(locale ? { locale } : {}) });
    get<{ data: Finding[]; meta?: { snippet?: Snippet | null } }>(`/publish-checks?${query}`)
      .then(({ data }) => {
        if (!live) return;
        setFindings(data.data);
        setSnippet(data.meta?.snippet ?? null);
      })
      .catch(() => live && setFindings(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloads when the document is saved
  }, [uid, documentId, locale, savedAt]);
  if (findings === false) return <Typography textColor="danger600">{say('publish-checks.load-failed')}</Typography>;
  if (findings === null) return null;
  const language = intl.locale.startsWith('id') ? 'id' : 'en';
  const errors = findings.filter((finding) => finding.level === 'error');
  const warnings = findings.filter((finding) => finding.level === 'warning');
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      {findings.length === 0 ? (
        <Typography variant="omega" textColor="success600">
          {say('publish-checks.none')}
        </Typography>
      ) : (
        <Typography variant="omega" fontWeight="bold" textColor={errors.length ? 'danger600' : 'neutral800'}>
          {[
            errors.length ? say('publish-checks.errors', { count: errors.length }) : '',
            warnings.length ? say('publish-checks.warnings', { count: warnings.length }) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
      <Flex tag="ul" direction="column" alignItems="stretch" gap={2}>
        {[...errors, ...warnings].map((finding, index) => (
          <Box tag="li" key={`${finding.code}-${finding.field}-${index}`}>
            <Typography variant="pi" fontWeight="bold" textColor={finding.level === 'error' ? 'danger600' : 'warning600'}>
              {say(finding.level === 'error' ? 'publish-checks.error' : 'publish-checks.warning')} ·{' '}
              {finding.label?.[language] ?? finding.field}
            </Typography>
            <Typography variant="pi" tag="p">
              {finding.message[language]}
            </Typography>
          </Box>
        ))}
      </Flex>
      {snippet && <SnippetPreview snippet={snippet} say={say} />}
      <Typography variant="pi" textColor="neutral600">
        {say('publish-checks.saved')}
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
  if (activeTab === null || !model.startsWith('api::')) return null;
  const id = documentId ?? (document as { documentId?: string } | undefined)?.documentId;
  if (!id) return null;
  const { locale = null, updatedAt } = (document as { locale?: string | null; updatedAt?: unknown } | undefined) ?? {};
  return {
    title: say('publish-checks.panel.title'),
    content: <ChecksContent uid={model} documentId={id} locale={locale} savedAt={updatedAt} />,
  };
};
