import * as React from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { Finding as CheckFinding, Text } from '../../../publish-checks/checks';
import { useTexts } from '../../admin-apis';
import { en } from './translations';

/** The checks panel's findings, where "Perbaiki dulu" takes the focus when no field can have it. */
export const FINDINGS_ID = 'publish-checks-findings';

/** A check's finding as GET and POST /publish-checks give it: the CMS's, with its field's label in the edit view. */
export type Finding = CheckFinding & { label?: Text };

/** The findings, errors first, each with its field's label and what to do, in the editor's language. */
export function FindingsList({ findings }: { findings: readonly Finding[] }) {
  const intl = useIntl();
  const say = useTexts(en);
  const language = intl.locale.startsWith('id') ? 'id' : 'en';
  const errors = findings.filter((finding) => finding.level === 'error');
  const warnings = findings.filter((finding) => finding.level === 'warning');
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
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
            <Typography variant="pi" tag="p" style={{ overflowWrap: 'anywhere' }}>
              {finding.message[language]}
            </Typography>
          </Box>
        ))}
      </Flex>
    </Flex>
  );
}
