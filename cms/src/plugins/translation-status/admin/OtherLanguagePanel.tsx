import * as React from 'react';
import { Badge, Box, Button, Flex, Typography } from '@strapi/design-system';
import { Duplicate } from '@strapi/icons';
import { unstable_useDocumentLayout, useFetchClient, useForm } from '@strapi/strapi/admin';
import type { PanelComponent, PanelComponentProps } from '@strapi/content-manager/strapi-admin';
import { useEditedLocale, useTexts } from '../../admin-apis';
import { isOwnPerLanguage } from '../../../i18n/attribute-languages';
import { otherLanguage, SOURCE_LOCALE, TARGET_LOCALE, type FieldStandings } from '../names';
import { sourceText } from './source-text';
import { en } from './translations';

interface OwnField {
  name: string;
  label: string;
}

interface Props {
  model: string;
  collectionType: string;
  documentId: string;
  locale: string;
  savedAt: unknown;
  fields: OwnField[];
}

function OtherLanguage({ model, collectionType, documentId, locale, savedAt, fields }: Props) {
  const say = useTexts(en);
  const { get } = useFetchClient();
  const onChange = useForm('OtherLanguagePanel', (state) => state.onChange);
  const source = otherLanguage(locale);
  const [values, setValues] = React.useState<Record<string, unknown> | null | false>(null);
  const [standings, setStandings] = React.useState<FieldStandings['fields']>({});
  const [copied, setCopied] = React.useState<string | null>(null);

  React.useEffect(() => {
    let live = true;
    // The other language's version as the form holds values (Strapi's "fill in from another
    // locale", which checks who may read it): components, files and relations as they are there.
    get<{ data: Record<string, unknown> }>(`/i18n/content-manager/get-fill-from-locale/${model}`, {
      params: { documentId, sourceLocale: source, targetLocale: locale, collectionType },
    })
      .then(({ data }) => live && setValues(data.data))
      .catch(() => live && setValues(false));
    get<{ data: FieldStandings }>('/translation-status/fields', { params: { uid: model, documentId, locale } })
      .then(({ data }) => live && setStandings(data.data.fields))
      .catch(() => live && setStandings({}));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloads when the document is saved
  }, [model, documentId, locale, source, collectionType, savedAt]);

  const language = say(source === SOURCE_LOCALE ? 'translation-status.language.id' : 'translation-status.language.en');
  if (values === false) return <Typography variant="pi">{say('translation-status.beside.none', { language })}</Typography>;
  if (values === null) return null;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Typography variant="pi" textColor="neutral600">
        {say('translation-status.beside.hint', { language })}
      </Typography>
      <Flex tag="ul" direction="column" alignItems="stretch" gap={3}>
        {fields.map(({ name, label }) => {
          const text = sourceText(values[name]);
          const newer = standings[name]?.standing === 'newer-in-source';
          return (
            <Box tag="li" key={name} paddingBottom={2} borderColor="neutral150" style={{ borderWidth: '0 0 1px 0' }}>
              <Flex justifyContent="space-between" gap={2} wrap="wrap">
                <Typography variant="sigma" tag="h3">
                  {label}
                </Typography>
                {newer && (
                  <Badge backgroundColor="warning100" textColor="warning700">
                    {say('translation-status.beside.newer', { language })}
                  </Badge>
                )}
              </Flex>
              {/* The whole text, its lines as written; a long one scrolls in its own box (a keyboard reaches it). */}
              <Box
                maxHeight="16rem"
                overflow="auto"
                tabIndex={text.length > 600 ? 0 : undefined}
                aria-label={text.length > 600 ? label : undefined}
                role={text.length > 600 ? 'region' : undefined}
              >
                <Typography
                  variant="pi"
                  tag="p"
                  textColor={text ? 'neutral800' : 'neutral500'}
                  style={{ whiteSpace: 'pre-wrap' }}
                >
                  {text || say('translation-status.beside.empty')}
                </Typography>
              </Box>
              {text && (
                <Button
                  size="S"
                  variant="tertiary"
                  startIcon={<Duplicate />}
                  marginTop={1}
                  aria-label={say('translation-status.beside.copy-field', { field: label, language })}
                  onClick={() => {
                    onChange(name, values[name]);
                    setCopied(label);
                  }}
                >
                  {say('translation-status.beside.copy')}
                </Button>
              )}
            </Box>
          );
        })}
      </Flex>
      <Typography variant="pi" role="status">
        {copied ? say('translation-status.beside.copied', { field: copied, language }) : ''}
      </Typography>
    </Flex>
  );
}

/** The edit view's own fields in this language (the localised ones), in the form's order, with their labels. */
function useOwnFields(model: string): OwnField[] {
  const { edit } = unstable_useDocumentLayout(model);
  return edit.layout
    .flat(2)
    .filter((field) => isOwnPerLanguage(field.attribute))
    .map((field) => ({ name: field.name, label: field.label }));
}

function OtherLanguageContent(props: Omit<Props, 'fields'>) {
  const fields = useOwnFields(props.model);
  if (fields.length === 0) return null;
  return <OtherLanguage {...props} fields={fields} />;
}

/**
 * The edit view's "Teks dalam bahasa Indonesia" panel (in the English version; "…bahasa Inggris"
 * in the Indonesian one): each of this language's own fields with the other language's text
 * beside it, read-only, marked where the other language changed it since this one; each copied
 * into the form with one click (components and files with it), to be saved as usual.
 */
export const OtherLanguagePanel: PanelComponent = ({
  model,
  collectionType,
  documentId,
  document,
  activeTab,
}: PanelComponentProps) => {
  const say = useTexts(en);
  const saved = document as { documentId?: string; locale?: string | null; updatedAt?: unknown } | undefined;
  const locale = useEditedLocale(document);
  const id = documentId ?? saved?.documentId;
  if (activeTab === 'published' || !model.startsWith('api::') || !id || (locale !== SOURCE_LOCALE && locale !== TARGET_LOCALE))
    return null;
  const source = otherLanguage(locale);
  const language = say(source === SOURCE_LOCALE ? 'translation-status.language.id' : 'translation-status.language.en');
  return {
    title: say('translation-status.beside.title', { language }),
    content: (
      <OtherLanguageContent
        model={model}
        collectionType={collectionType}
        documentId={id}
        locale={locale}
        savedAt={saved?.updatedAt}
      />
    ),
  };
};
