import * as React from 'react';
import { Flex, Typography } from '@strapi/design-system';
import { useFetchClient, useForm } from '@strapi/strapi/admin';
import type { DocumentActionComponent } from '@strapi/content-manager/strapi-admin';
import { useEditedLocale, useTexts } from '../../admin-apis';
import { checksBody, type ChecksAnswer } from './checks-request';
import { FINDINGS_ID, FindingsList, type Finding } from './Findings';
import { en } from './translations';

/**
 * Focus on a field of the form by its name (`body`, `seo.metaTitle`: the first part names the
 * field the edit view shows), else on the checks panel's findings.
 */
function focusField(field: string): void {
  const name = CSS.escape(field.split('.')[0] ?? '');
  const target =
    document.querySelector<HTMLElement>(`[name="${name}"]:not([type="hidden"])`) ??
    document.querySelector<HTMLElement>(`#${name} textarea, #${name}`) ??
    document.getElementById(FINDINGS_ID);
  target?.focus();
  target?.scrollIntoView({ block: 'center' });
}

/**
 * The Content Manager's Publish button, asking the checks first: with nothing found it publishes
 * as before; otherwise its dialog lists what was found — an error keeps the version unpublished
 * with the reason (the CMS refuses it anyway), warnings leave the choice to publish. Links to other
 * sites still being asked are not waited for.
 */
export function withChecks(Publish: DocumentActionComponent): DocumentActionComponent {
  const PublishWithChecks: DocumentActionComponent = (props) => {
    // Strapi's action first: its hooks run in the same order on every render.
    const base = Publish(props);
    const say = useTexts(en);
    const { post } = useFetchClient();
    const values = useForm('PublishWithChecks', (state) => state.values) as Record<string, unknown>;
    const [findings, setFindings] = React.useState<Finding[]>([]);
    const locale = useEditedLocale(props.document);
    if (!base) return null;
    const { model, documentId } = props;
    if (!model.startsWith('api::') || !documentId) return base;
    const blocked = findings.some((finding) => finding.level === 'error');
    return {
      ...base,
      onClick: async (event) => {
        let found: Finding[] = [];
        try {
          found = (await post<ChecksAnswer>('/publish-checks', checksBody({ uid: model, documentId, locale, values }))).data.data;
        } catch {
          // The checks could not be asked: publishing goes on, and the CMS still refuses what they would block.
        }
        setFindings(found);
        if (found.length === 0) return base.onClick?.(event);
        return false;
      },
      // Strapi's own dialog (a draft relation) when nothing was found; the findings otherwise.
      dialog:
        findings.length === 0
          ? base.dialog
          : {
              type: 'dialog',
              title: say('publish-checks.dialog.title'),
              content: (
                <Flex direction="column" alignItems="stretch" gap={3} textAlign="left">
                  <FindingsList findings={findings} />
                  {blocked && (
                    <Typography variant="omega" fontWeight="bold">
                      {say('publish-checks.dialog.blocked')}
                    </Typography>
                  )}
                </Flex>
              ),
              variant: blocked ? 'secondary' : 'default',
              confirmLabel: say(blocked ? 'publish-checks.dialog.mend' : 'publish-checks.dialog.publish'),
              onConfirm: async () => {
                if (blocked) {
                  // "Perbaiki dulu": to the field that blocks publishing, once the dialog has closed.
                  const field = findings.find((finding) => finding.level === 'error')?.field ?? '';
                  window.setTimeout(() => focusField(field), 50);
                  return;
                }
                // Publishing as Strapi's button does; where it would ask about draft relations, as its dialog's confirm does.
                const published = await base.onClick?.({} as React.SyntheticEvent);
                if (!published && base.dialog?.type === 'dialog') await base.dialog.onConfirm?.();
              },
            },
    };
  };
  PublishWithChecks.type = 'publish';
  PublishWithChecks.position = Publish.position;
  return PublishWithChecks;
}
