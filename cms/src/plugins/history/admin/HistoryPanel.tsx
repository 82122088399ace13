import * as React from 'react';
import { Box, Button, Dialog, Field, Flex, Modal, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import type { PanelComponent, PanelComponentProps } from '@strapi/content-manager/strapi-admin';
import { useIntl } from 'react-intl';
import { useFetchClient } from '@strapi/strapi/admin';
import { wibText } from '../../scheduling/admin/wib';
import { PATHS, PLUGIN_ID, type VersionSummary } from '../names';
import { reasonOf, useByName, useSay } from './say';
import { VersionComparison, type Change } from './VersionComparison';

interface VersionsPage {
  data: VersionSummary[];
  meta: { total: number; page: number; pageSize: number; mayRestore: boolean; mayPublish: boolean; mayUndo: boolean };
}

interface Target {
  uid: string;
  documentId: string;
  locale: string | null;
}

const base = `/${PLUGIN_ID}`;
const query = ({ uid, documentId, locale }: Target, page = 1) =>
  `?${new URLSearchParams({ uid, documentId, ...(locale ? { locale } : {}), page: String(page) })}`;

/** The versions of one language of the document, reloaded when it is saved (its updatedAt changes). */
function useVersions(target: Target, savedAt: unknown, page: number) {
  const { get } = useFetchClient();
  const [versions, setVersions] = React.useState<VersionsPage | null | false>(null);
  React.useEffect(() => {
    let live = true;
    get<VersionsPage>(`${base}${PATHS.versions}${query(target, page)}`)
      .then(({ data }) => live && setVersions(data))
      .catch(() => live && setVersions(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the target's parts are what it is
  }, [target.uid, target.documentId, target.locale, savedAt, page]);
  return versions;
}

/** One version as a line: what, its side, who, when. */
function useVersionLine() {
  const say = useSay();
  const byName = useByName();
  const { locale } = useIntl();
  return (version: VersionSummary) =>
    `${say('history.version.line', {
      action: say(`history.action.${version.action}`),
      status: say(`history.status.${version.status}`),
      by: byName(version.by),
    })} · ${wibText(new Date(version.at), locale)}`;
}

/** What an action came to: said aloud as it appears (an alert when it failed). */
function Outcome({ message }: { message: { text: string; error: boolean } | null }) {
  if (!message) return null;
  return (
    <Typography role={message.error ? 'alert' : 'status'} textColor={message.error ? 'danger600' : 'success600'}>
      {message.text}
    </Typography>
  );
}

/** A button that asks before it acts, in a dialog that says what will happen. */
function ConfirmButton({
  label,
  text,
  onConfirm,
  variant = 'secondary',
}: {
  label: string;
  text: string;
  onConfirm: () => Promise<void>;
  variant?: 'secondary' | 'danger-light' | 'default';
}) {
  const say = useSay();
  const [busy, setBusy] = React.useState(false);
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button variant={variant} loading={busy}>
          {label}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>{label}</Dialog.Header>
        <Dialog.Body>
          <Typography>{text}</Typography>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Cancel>
            <Button variant="tertiary">{say('history.cancel')}</Button>
          </Dialog.Cancel>
          <Dialog.Action>
            <Button
              onClick={async () => {
                setBusy(true);
                try {
                  await onConfirm();
                } finally {
                  setBusy(false);
                }
              }}
            >
              {say('history.confirm')}
            </Button>
          </Dialog.Action>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The modal with every version: pick one, compare it with another, restore it. */
function VersionsModal({
  target,
  total,
  mayRestore,
  savedAt,
}: {
  target: Target;
  total: number;
  mayRestore: boolean;
  savedAt: unknown;
}) {
  const say = useSay();
  const line = useVersionLine();
  const { get, post } = useFetchClient();
  const [page, setPage] = React.useState(1);
  const versions = useVersions(target, savedAt, page);
  const [shown, setShown] = React.useState<number | null>(null);
  const [against, setAgainst] = React.useState<number | null>(null);
  const [compared, setCompared] = React.useState<{ pair: string; changes: Change[] } | null>(null);
  const [message, setMessage] = React.useState<{ text: string; error: boolean } | null>(null);
  const list = versions ? versions.data : [];
  const current = shown ?? list[0]?.id ?? null;
  const index = list.findIndex((version) => version.id === current);
  const other = against ?? list[index + 1]?.id ?? null;

  const pair = `${current}-${other}`;
  const changes = compared?.pair === pair ? compared.changes : null;
  React.useEffect(() => {
    if (current === null || other === null) return;
    let live = true;
    get<{ changes: Change[] }>(`${base}${PATHS.version(current)}?compare=${other}`)
      .then(({ data }) => live && setCompared({ pair: `${current}-${other}`, changes: data.changes }))
      .catch((error) => live && setMessage({ text: say('history.failed', { reason: reasonOf(error) }), error: true }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloads on the two versions only
  }, [current, other]);

  const restore = async () => {
    if (current === null) return;
    try {
      const { data } = await post<{ missing: string[] }>(`${base}${PATHS.restore(current)}`, {});
      const missing = data.missing.length ? ` ${say('history.restore.missing', { names: data.missing.join(', ') })}` : '';
      setMessage({ text: `${say('history.restore.done')}${missing}`, error: false });
      window.setTimeout(() => window.location.reload(), missing ? 4000 : 1500);
    } catch (error) {
      setMessage({ text: say('history.failed', { reason: reasonOf(error) }), error: true });
    }
  };

  const before = list.find((version) => version.id === other);
  const after = list[index];
  return (
    <Modal.Content>
      <Modal.Header>
        <Modal.Title>{say('history.modal.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Box tag="nav" aria-label={say('history.versions.label')}>
            <Flex tag="ol" direction="column" alignItems="stretch" gap={1}>
              {list.map((version) => (
                <li key={version.id}>
                  <Button
                    variant={version.id === current ? 'secondary' : 'tertiary'}
                    aria-pressed={version.id === current}
                    fullWidth
                    onClick={() => {
                      setShown(version.id);
                      setAgainst(null);
                      setMessage(null);
                    }}
                  >
                    {line(version)}
                  </Button>
                </li>
              ))}
            </Flex>
            {versions && page * versions.meta.pageSize < total ? (
              <Button variant="ghost" onClick={() => setPage(page + 1)}>
                {say('history.more')}
              </Button>
            ) : null}
          </Box>
          {after ? (
            <Field.Root name="compare">
              <Field.Label>{say('history.compare.label')}</Field.Label>
              <SingleSelect
                value={other === null ? undefined : String(other)}
                onChange={(value: string | number) => setAgainst(Number(value))}
              >
                {list
                  .filter((version) => version.id !== current)
                  .map((version) => (
                    <SingleSelectOption key={version.id} value={String(version.id)}>
                      {line(version)}
                    </SingleSelectOption>
                  ))}
              </SingleSelect>
            </Field.Root>
          ) : null}
          {after && before ? (
            <VersionComparison
              heading={say('history.compare.heading', { before: line(before), after: line(after) })}
              changes={changes}
            />
          ) : after ? (
            <Typography>{say('history.compare.first')}</Typography>
          ) : null}
          <Outcome message={message} />
        </Flex>
      </Modal.Body>
      <Modal.Footer>
        <Modal.Close>
          <Button variant="tertiary">{say('history.close')}</Button>
        </Modal.Close>
        {mayRestore && after ? (
          <ConfirmButton label={say('history.restore')} text={say('history.restore.confirm')} onConfirm={restore} />
        ) : null}
      </Modal.Footer>
    </Modal.Content>
  );
}

function HistoryContent({ target, savedAt, published }: { target: Target; savedAt: unknown; published: boolean }) {
  const say = useSay();
  const line = useVersionLine();
  const { post } = useFetchClient();
  // A publish undone adds a version without a save: the list is asked again.
  const [undone, setUndone] = React.useState(0);
  const versions = useVersions(target, `${String(savedAt)} ${undone}`, 1);
  const [message, setMessage] = React.useState<{ text: string; error: boolean } | null>(null);
  if (versions === false) return <Typography textColor="danger600">{say('history.load-failed')}</Typography>;
  if (versions === null) return null;
  const undo = async () => {
    try {
      await post(`${base}${PATHS.undoPublish}`, target);
      setMessage({ text: say('history.undo.done'), error: false });
      setUndone((count) => count + 1);
    } catch (error) {
      setMessage({ text: say('history.failed', { reason: reasonOf(error) }), error: true });
    }
  };
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Typography variant="pi" textColor="neutral600">
        {say('history.panel.intro')}
      </Typography>
      {versions.data.length === 0 ? (
        <Typography variant="omega">{say('history.panel.empty')}</Typography>
      ) : (
        <Flex tag="ol" direction="column" alignItems="stretch" gap={1}>
          {versions.data.slice(0, 3).map((version) => (
            <Typography tag="li" variant="pi" key={version.id}>
              {line(version)}
            </Typography>
          ))}
        </Flex>
      )}
      {versions.meta.total > 0 ? (
        <Modal.Root>
          <Modal.Trigger>
            <Button variant="secondary" fullWidth>
              {say('history.panel.open', { count: versions.meta.total })}
            </Button>
          </Modal.Trigger>
          <VersionsModal target={target} total={versions.meta.total} mayRestore={versions.meta.mayRestore} savedAt={savedAt} />
        </Modal.Root>
      ) : null}
      {published && versions.meta.mayUndo ? (
        <ConfirmButton label={say('history.undo')} text={say('history.undo.confirm')} onConfirm={undo} variant="danger-light" />
      ) : null}
      <Outcome message={message} />
    </Flex>
  );
}

/**
 * The edit view's "Riwayat" panel: the last versions of this language, all of them compared and
 * restored in a modal, and the last publish undone — for every content type of the site, to
 * whoever may read the document (the CMS checks each request).
 */
export const HistoryPanel: PanelComponent = ({ model, documentId, document }: PanelComponentProps) => {
  const say = useSay();
  if (!model.startsWith('api::')) return null;
  const id = documentId ?? (document as { documentId?: string } | undefined)?.documentId;
  if (!id) return null;
  const {
    locale = null,
    updatedAt,
    status,
    publishedAt,
  } = (document as { locale?: string | null; updatedAt?: unknown; status?: string; publishedAt?: unknown } | undefined) ?? {};
  const published = status === 'published' || status === 'modified' || Boolean(publishedAt);
  return {
    title: say('history.panel.title'),
    content: <HistoryContent target={{ uid: model, documentId: id, locale }} savedAt={updatedAt} published={published} />,
  };
};
