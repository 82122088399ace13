import * as React from 'react';
import { Box, Button, DatePicker, Field, Flex, TimePicker, Typography } from '@strapi/design-system';
import { useFetchClient, useRBAC } from '@strapi/strapi/admin';
import type { PanelComponent, PanelComponentProps } from '@strapi/content-manager/strapi-admin';
import { useIntl } from 'react-intl';
import { useTexts } from '../../admin-apis';
import { MODES, PLUGIN_ID, PUBLISHER_ACTIONS_PATH, type RefusalCode, type ScheduleMode } from '../names';
import { en, type SchedulingMessage } from './translations';
import { fromWibInput, wibInputOf, wibText } from './wib';

interface Schedule {
  documentId: string;
  mode: ScheduleMode;
  executeAt: string;
  /** Who changed the draft since it was scheduled, without the right to publish it: the publish waits. */
  heldBy: string | null;
}

/** A publish that fell due while held, and so did not happen. */
interface MissedPublish {
  by: string;
  executeAt: string;
  /** Refused by the checks before publishing, in both languages. */
  refused?: { id: string; en: string };
}

const REFUSALS: readonly RefusalCode[] = [
  'bad-time',
  'past',
  'not-scheduled-type',
  'no-document',
  'not-published',
  'already-scheduled',
  'reserved-slug',
  'slug-form',
];

/** The refusal an answer of the CMS carries, as a text of ours (the CMS's own words when it has no code). */
function refusalOf(error: unknown): SchedulingMessage {
  const code = (error as { response?: { data?: { error?: { details?: { code?: string } } } } }).response?.data?.error?.details
    ?.code;
  return REFUSALS.includes(code as RefusalCode) ? (`scheduling.error.${code}` as SchedulingMessage) : 'scheduling.error.failed';
}

/** One kind of schedule (publish or unpublish) of the document: the one set, with a cancel button, or a form to set one. */
function ScheduleRow({
  mode,
  schedule,
  onChange,
  target,
}: {
  mode: ScheduleMode;
  schedule: Schedule | undefined;
  onChange: () => void;
  target: { entitySlug: string; entityId: string; locale: string | null };
}) {
  const intl = useIntl();
  const say = useTexts(en);
  const { post, del } = useFetchClient();
  const [day, setDay] = React.useState<Date | undefined>(undefined);
  const [time, setTime] = React.useState<string | undefined>(undefined);
  const [error, setError] = React.useState<SchedulingMessage | null>(null);
  const [busy, setBusy] = React.useState(false);

  const save = async () => {
    const at = fromWibInput(wibInputOf(day, time) ?? '');
    if (!at) return setError('scheduling.error.bad-time');
    setBusy(true);
    setError(null);
    try {
      await post(PUBLISHER_ACTIONS_PATH, { data: { mode, executeAt: at.toISOString(), ...target } });
      setDay(undefined);
      setTime(undefined);
      onChange();
    } catch (failure) {
      setError(refusalOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const cancel = async (documentId: string) => {
    setBusy(true);
    try {
      await del(`${PUBLISHER_ACTIONS_PATH}/${documentId}`);
      onChange();
    } catch {
      setError('scheduling.error.failed');
    } finally {
      setBusy(false);
    }
  };

  if (schedule) {
    return (
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Typography variant="omega" role="status">
          {say(`scheduling.${mode}.set`, { time: wibText(new Date(schedule.executeAt), intl.locale) })}
        </Typography>
        {schedule.heldBy ? (
          <Typography variant="omega" textColor="danger600" role="alert">
            {say('scheduling.publish.held', { name: schedule.heldBy })}
          </Typography>
        ) : null}
        <Button variant="danger-light" size="S" loading={busy} onClick={() => cancel(schedule.documentId)}>
          {say(`scheduling.${mode}.cancel`)}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Typography variant="sigma" textColor="neutral700" tag="h3">
        {say(`scheduling.${mode}.label`)}
      </Typography>
      {/* The design system's pickers in the admin's language: dd/mm/yyyy and the 24-hour clock in Indonesian. */}
      <Field.Root name={`schedule-${mode}-date`} error={error ? say(error) : undefined}>
        <Field.Label>{say(`scheduling.${mode}.date`)}</Field.Label>
        <DatePicker
          locale={intl.locale}
          value={day}
          onChange={setDay}
          onClear={() => setDay(undefined)}
          clearLabel={say('scheduling.clear')}
        />
        <Field.Error />
      </Field.Root>
      <Field.Root name={`schedule-${mode}-time`}>
        <Field.Label>{say(`scheduling.${mode}.time`)}</Field.Label>
        <TimePicker step={15} value={time} onChange={(chosen?: string) => setTime(chosen)} />
      </Field.Root>
      <Button variant="secondary" size="S" loading={busy} onClick={save}>
        {say(`scheduling.${mode}.submit`)}
      </Button>
    </Flex>
  );
}

/** The document's schedules in the language being edited; `null` until loaded, `false` when they could not be. */
function useSchedules(uid: string, documentId: string | undefined, locale: string | null, savedAt: unknown) {
  const { get } = useFetchClient();
  const [schedules, setSchedules] = React.useState<Schedule[] | null | false>(null);
  const [missed, setMissed] = React.useState<MissedPublish | null>(null);
  const [version, setVersion] = React.useState(0);
  React.useEffect(() => {
    if (!documentId) return undefined;
    let current = true;
    const query = new URLSearchParams({ uid, documentId, ...(locale ? { locale } : {}) });
    get<{ data: Schedule[]; meta?: { missedPublish?: MissedPublish | null } }>(`/${PLUGIN_ID}/schedules?${query}`).then(
      ({ data }) => {
        if (!current) return;
        setSchedules(data.data);
        setMissed(data.meta?.missedPublish ?? null);
      },
      () => current && setSchedules(false),
    );
    return () => {
      current = false;
    };
    // A save of the draft can hold or release a schedule: asked again after each.
  }, [get, uid, documentId, locale, version, savedAt]);
  return { schedules, missed, reload: () => setVersion((count) => count + 1) };
}

function ScheduleContent({
  model,
  documentId,
  locale,
  savedAt,
}: {
  model: string;
  documentId: string;
  locale: string | null;
  savedAt: unknown;
}) {
  const intl = useIntl();
  const { schedules, missed, reload } = useSchedules(model, documentId, locale, savedAt);
  if (schedules === false)
    return (
      <Typography textColor="danger600">
        {intl.formatMessage({ id: 'scheduling.load-failed', defaultMessage: en['scheduling.load-failed'] })}
      </Typography>
    );
  if (schedules === null) return null;
  return (
    <Flex direction="column" alignItems="stretch" gap={4} width="100%">
      <Typography variant="pi" textColor="neutral600">
        {intl.formatMessage({ id: 'scheduling.intro', defaultMessage: en['scheduling.intro'] })}
      </Typography>
      {missed ? (
        <Typography variant="omega" textColor="danger600" role="alert">
          {missed.refused
            ? intl.formatMessage(
                { id: 'scheduling.publish.refused', defaultMessage: en['scheduling.publish.refused'] },
                {
                  time: wibText(new Date(missed.executeAt), intl.locale),
                  reason: missed.refused[intl.locale.startsWith('id') ? 'id' : 'en'],
                },
              )
            : intl.formatMessage(
                { id: 'scheduling.publish.missed', defaultMessage: en['scheduling.publish.missed'] },
                { name: missed.by, time: wibText(new Date(missed.executeAt), intl.locale) },
              )}
        </Typography>
      ) : null}
      {MODES.map((mode) => (
        <Box key={mode}>
          <ScheduleRow
            mode={mode}
            schedule={schedules.find((schedule) => schedule.mode === mode)}
            onChange={reload}
            target={{ entitySlug: model, entityId: documentId, locale }}
          />
        </Box>
      ))}
    </Flex>
  );
}

/**
 * The edit view's "Schedule" panel: publish or unpublish this version at a time entered in
 * Jakarta time, for editors who may publish the type and a document that exists (types with
 * draft & publish only).
 */
export const SchedulePanel: PanelComponent = ({ model, documentId, document, activeTab }: PanelComponentProps) => {
  const intl = useIntl();
  const { allowedActions, isLoading } = useRBAC({
    publish: [{ action: 'plugin::content-manager.explorer.publish', subject: model }],
  });
  if (activeTab === null || !model.startsWith('api::')) return null; // no draft & publish, or not our content
  const id = documentId ?? (document as { documentId?: string } | undefined)?.documentId;
  if (!id || isLoading || !allowedActions.canPublish) return null;
  const { locale = null, updatedAt } = (document as { locale?: string | null; updatedAt?: unknown } | undefined) ?? {};
  return {
    title: intl.formatMessage({ id: 'scheduling.panel.title', defaultMessage: en['scheduling.panel.title'] }),
    content: <ScheduleContent model={model} documentId={id} locale={locale} savedAt={updatedAt} />,
  };
};
