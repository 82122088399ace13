import * as React from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { useSay } from './say';

/** One field that differs, as the CMS compares two versions. */
export interface Change {
  path: string[];
  label: { id: string; en: string };
  kind: 'text' | 'value' | 'media' | 'relation';
  before: string;
  after: string;
  parts?: Array<{ value: string; added?: true; removed?: true }>;
}

/** Removed words struck through, added ones underlined: colour is not the only sign (and a reader says which). */
function TextDiff({ parts }: { parts: NonNullable<Change['parts']> }) {
  const say = useSay();
  return (
    <Typography tag="p" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, index) =>
        part.removed ? (
          <del key={index} style={{ background: '#fdd', color: '#6b0000' }} title={say('history.compare.removed')}>
            {part.value}
          </del>
        ) : part.added ? (
          <ins key={index} style={{ background: '#dfd', color: '#004d00' }} title={say('history.compare.added')}>
            {part.value}
          </ins>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </Typography>
  );
}

/** The fields in which two versions differ, each by its label in the editor's language. */
export function VersionComparison({ heading, changes }: { heading: string; changes: Change[] | null }) {
  const say = useSay();
  const { locale } = useIntl();
  return (
    <Box tag="section" aria-label={heading}>
      <Typography tag="h3" variant="delta">
        {heading}
      </Typography>
      {changes === null ? null : changes.length === 0 ? (
        <Typography tag="p">{say('history.compare.none')}</Typography>
      ) : (
        <Flex tag="dl" direction="column" alignItems="stretch" gap={3} paddingTop={2}>
          {changes.map((change) => (
            <Box key={change.path.join('.')}>
              <Typography tag="dt" fontWeight="bold">
                {locale.startsWith('id') ? change.label.id : change.label.en}
              </Typography>
              <Box tag="dd" margin={0}>
                {change.parts ? (
                  <TextDiff parts={change.parts} />
                ) : (
                  <Typography tag="p">
                    <del style={{ background: '#fdd', color: '#6b0000' }}>{change.before || say('history.compare.empty')}</del>
                    {' → '}
                    <ins style={{ background: '#dfd', color: '#004d00' }}>{change.after || say('history.compare.empty')}</ins>
                  </Typography>
                )}
              </Box>
            </Box>
          ))}
        </Flex>
      )}
    </Box>
  );
}
