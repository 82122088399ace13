import * as React from 'react';
import { Badge, Box, Flex, Link, Typography } from '@strapi/design-system';
import { Widget, useFetchClient } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { WidgetListItem } from '../../../admin/widget-list-item';
import { PLUGIN_ID, type TranslationStatus, type TypeStatus } from '../names';
import { englishEditPath, englishListPath } from './paths';
import { en, type TranslationStatusMessage } from './translations';

/**
 * "Translations" on the admin homepage: per content type the editor may read, the published
 * documents without an English version or whose Indonesian version changed after it, each
 * linking to its English edit view, in the language the editor chose for the admin.
 */
export default function TranslationsWidget(): React.ReactElement {
  const intl = useIntl();
  const say = (id: TranslationStatusMessage, values?: Record<string, string | number>) =>
    intl.formatMessage({ id, defaultMessage: en[id] }, values);
  const { get } = useFetchClient();
  const [status, setStatus] = React.useState<TranslationStatus | null>(null);
  const [failed, setFailed] = React.useState(false);

  React.useEffect(() => {
    let current = true;
    get<TranslationStatus>(`/${PLUGIN_ID}`).then(
      ({ data }) => current && setStatus(data),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [get]);

  if (failed) return <Widget.Error>{say('translation-status.load-failed')}</Widget.Error>;
  if (!status) return <Widget.Loading />;
  if (status.types.length === 0) return <Widget.NoData>{say('translation-status.all-done')}</Widget.NoData>;

  const shown = (type: TypeStatus) => type.missing + type.outdated - type.documents.length;
  return (
    <Box tag="ul" aria-label={say('translation-status.list')}>
      {status.types.map((type) => (
        <WidgetListItem key={type.uid} space={3}>
          <Flex gap={2} wrap="wrap" alignItems="center">
            <Typography variant="omega" fontWeight="bold" tag="h3">
              {/* The type's name in the editor's language, as the Content Manager names it (the field guide's). */}
              {intl.formatMessage({ id: type.name, defaultMessage: type.name })}
            </Typography>
            {type.missing > 0 && (
              <Badge backgroundColor="danger100" textColor="danger700">
                {say('translation-status.missing', { count: type.missing })}
              </Badge>
            )}
            {type.outdated > 0 && (
              <Badge backgroundColor="warning100" textColor="warning700">
                {say('translation-status.outdated', { count: type.outdated })}
              </Badge>
            )}
          </Flex>
          <Box tag="ul" paddingTop={1}>
            {type.documents.map((document) => {
              const title = document.title ?? say('translation-status.untitled');
              return (
                <Box tag="li" key={document.documentId} paddingTop={1}>
                  <Link
                    tag={NavLink}
                    to={englishEditPath(type, document.documentId)}
                    aria-label={say('translation-status.translate', { title })}
                  >
                    {title}
                  </Link>
                  <Typography variant="pi" textColor="neutral600" tag="p">
                    {say(document.gap === 'missing' ? 'translation-status.gap.missing' : 'translation-status.gap.outdated')}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          {shown(type) > 0 && (
            <Link tag={NavLink} to={englishListPath(type)}>
              {say('translation-status.more', { count: shown(type) })}
            </Link>
          )}
        </WidgetListItem>
      ))}
    </Box>
  );
}
