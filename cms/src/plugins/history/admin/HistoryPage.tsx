import * as React from 'react';
import {
  Box,
  Button,
  Field,
  Flex,
  LinkButton,
  Main,
  SingleSelect,
  SingleSelectOption,
  Table,
  Tabs,
  Tbody,
  Td,
  TextInput,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { useFetchClient } from '@strapi/strapi/admin';
import { FIELD_GUIDE } from '../../field-guide/guide';
import { wibText } from '../../scheduling/admin/wib';
import { ACTIVITY_KINDS, PATHS, PLUGIN_ID, type ActivityEntry, type VersionSummary } from '../names';
import { isMessage, reasonOf, useByName, useSay } from './say';

const base = `/${PLUGIN_ID}`;

interface ActivityPage {
  data: ActivityEntry[];
  meta: { page: number; pageSize: number; total: number; mayReadAll: boolean; people: Array<{ id: number; name: string }> };
}

interface Filters {
  kind: string;
  by: string;
  documentId: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { kind: '', by: '', documentId: '', from: '', to: '' };
const queryOf = (filters: Filters, page: number) =>
  new URLSearchParams({
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
    page: String(page),
  }).toString();

/** A type's name as the admin shows it, in the editor's language (the field guide names every type). */
const typeName = (uid: string | null, locale: string) =>
  uid ? (FIELD_GUIDE[uid]?.name[locale.startsWith('id') ? 'id' : 'en'] ?? uid.replace(/^api::[\w-]+\./, '')) : '';

/** The log, filtered by person, kind, document and days, a page of 50 at a time, and as CSV. */
function ActivityTab() {
  const say = useSay();
  const byName = useByName();
  const { locale } = useIntl();
  const { get } = useFetchClient();
  const [draft, setDraft] = React.useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = React.useState<Filters>(NO_FILTERS);
  const [page, setPage] = React.useState(1);
  const [answer, setAnswer] = React.useState<ActivityPage | null | string>(null);

  React.useEffect(() => {
    let live = true;
    get<ActivityPage>(`${base}${PATHS.activity}?${queryOf(filters, page)}`)
      .then(({ data }) => live && setAnswer(data))
      .catch((error) => live && setAnswer(reasonOf(error)));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloads on the filters and page
  }, [filters, page]);

  // The admin's session is a header, not a cookie: the file is fetched with it, then saved.
  const download = async () => {
    try {
      const { data } = await get<Blob>(`${base}${PATHS.activityCsv}?${queryOf(filters, 1)}`, { responseType: 'blob' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(data);
      link.download = `aktivitas-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      setAnswer(reasonOf(error));
    }
  };
  const set = (name: keyof Filters) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const pages = answer && typeof answer === 'object' ? Math.max(1, Math.ceil(answer.meta.total / answer.meta.pageSize)) : 1;
  const actionText = (entry: ActivityEntry) => {
    const key = `activity.action.${entry.action}`;
    return isMessage(key) ? say(key) : entry.action;
  };
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <Box
        tag="form"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          setPage(1);
          setFilters(draft);
        }}
      >
        <Flex gap={4} wrap="wrap" alignItems="flex-end">
          {answer && typeof answer === 'object' && answer.meta.people.length > 0 ? (
            <Field.Root name="by">
              <Field.Label>{say('activity.filter.person')}</Field.Label>
              <SingleSelect value={draft.by} onChange={(value: string | number) => set('by')(String(value))}>
                <SingleSelectOption value="">{say('activity.filter.all')}</SingleSelectOption>
                {answer.meta.people.map((person) => (
                  <SingleSelectOption key={person.id} value={String(person.id)}>
                    {person.name}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            </Field.Root>
          ) : null}
          {answer && typeof answer === 'object' && answer.meta.mayReadAll ? (
            <Field.Root name="kind">
              <Field.Label>{say('activity.filter.kind')}</Field.Label>
              <SingleSelect value={draft.kind} onChange={(value: string | number) => set('kind')(String(value))}>
                <SingleSelectOption value="">{say('activity.filter.all')}</SingleSelectOption>
                {ACTIVITY_KINDS.map((kind) => (
                  <SingleSelectOption key={kind} value={kind}>
                    {say(`activity.kind.${kind}`)}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            </Field.Root>
          ) : null}
          <Field.Root name="documentId">
            <Field.Label>{say('activity.filter.document')}</Field.Label>
            <TextInput
              value={draft.documentId}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => set('documentId')(event.target.value)}
            />
          </Field.Root>
          <Field.Root name="from">
            <Field.Label>{say('activity.filter.from')}</Field.Label>
            <TextInput
              type="date"
              value={draft.from}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => set('from')(event.target.value)}
            />
          </Field.Root>
          <Field.Root name="to">
            <Field.Label>{say('activity.filter.to')}</Field.Label>
            <TextInput
              type="date"
              value={draft.to}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => set('to')(event.target.value)}
            />
          </Field.Root>
          <Button type="submit">{say('activity.filter.apply')}</Button>
          <Button variant="secondary" type="button" onClick={download}>
            {say('activity.export')}
          </Button>
        </Flex>
      </Box>
      {typeof answer === 'string' ? (
        <Typography role="alert" textColor="danger600">
          {say('history.failed', { reason: answer })}
        </Typography>
      ) : answer === null ? null : answer.data.length === 0 ? (
        <Typography>{say('activity.empty')}</Typography>
      ) : (
        <>
          <Typography role="status">{say('activity.count', { total: answer.meta.total })}</Typography>
          <Table colCount={4} rowCount={answer.data.length + 1}>
            <Thead>
              <Tr>
                <Th>
                  <Typography variant="sigma">{say('activity.column.time')}</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">{say('activity.column.by')}</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">{say('activity.column.action')}</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">{say('activity.column.subject')}</Typography>
                </Th>
              </Tr>
            </Thead>
            <Tbody>
              {answer.data.map((entry) => (
                <Tr key={entry.id}>
                  <Td>
                    <Typography>{wibText(new Date(entry.at), locale)}</Typography>
                  </Td>
                  <Td>
                    <Typography>{byName(entry.by)}</Typography>
                  </Td>
                  <Td>
                    <Typography>{actionText(entry)}</Typography>
                  </Td>
                  <Td>
                    <Typography>
                      {entry.subject}
                      {entry.contentType
                        ? ` (${typeName(entry.contentType, locale)}${entry.locale ? `, ${entry.locale}` : ''})`
                        : ''}
                    </Typography>
                  </Td>
                </Tr>
              ))}
            </Tbody>
          </Table>
          <Flex gap={2} alignItems="center">
            <Button variant="tertiary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {say('activity.previous')}
            </Button>
            <Typography>{say('activity.page', { page, pages })}</Typography>
            <Button variant="tertiary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {say('activity.next')}
            </Button>
          </Flex>
        </>
      )}
    </Flex>
  );
}

type Deleted = VersionSummary & { contentType: string; documentId: string; title: string };

/** The documents deleted within the retention period, each recovered as a draft with one button. */
function DeletedTab() {
  const say = useSay();
  const byName = useByName();
  const { locale } = useIntl();
  const { get, post } = useFetchClient();
  const [rows, setRows] = React.useState<Deleted[] | null | string>(null);
  const [message, setMessage] = React.useState<{ text: string; error: boolean; link?: string } | null>(null);
  const messageRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);
  const load = React.useCallback(() => {
    get<{ data: Deleted[] }>(`${base}${PATHS.deleted}`)
      .then(({ data }) => setRows(data.data))
      .catch((error) => setRows(reasonOf(error)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once, and after a recovery
  }, []);
  React.useEffect(load, [load]);
  const recover = async (row: Deleted) => {
    try {
      await post(`${base}${PATHS.recover(row.id)}`, {});
      const kind = row.contentType;
      setMessage({
        text: say('deleted.recovered', { title: row.title }),
        error: false,
        link: `/content-manager/collection-types/${kind}/${row.documentId}${row.locale ? `?plugins[i18n][locale]=${row.locale}` : ''}`,
      });
      load();
    } catch (error) {
      setMessage({ text: say('history.failed', { reason: reasonOf(error) }), error: true });
    }
  };
  if (typeof rows === 'string')
    return (
      <Typography role="alert" textColor="danger600">
        {say('history.failed', { reason: rows })}
      </Typography>
    );
  if (rows === null) return null;
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      {message ? (
        // Focus moves here after a recovery (the row and its button are gone).
        <Flex gap={2} role={message.error ? 'alert' : 'status'} tabIndex={-1} ref={messageRef}>
          <Typography textColor={message.error ? 'danger600' : 'success600'}>{message.text}</Typography>
          {message.link ? (
            <LinkButton variant="tertiary" href={`/admin${message.link}`}>
              {say('deleted.open')}
            </LinkButton>
          ) : null}
        </Flex>
      ) : null}
      {rows.length === 0 ? (
        <Typography>{say('deleted.empty')}</Typography>
      ) : (
        <Table colCount={5} rowCount={rows.length + 1}>
          <Thead>
            <Tr>
              <Th>
                <Typography variant="sigma">{say('deleted.column.title')}</Typography>
              </Th>
              <Th>
                <Typography variant="sigma">{say('deleted.column.language')}</Typography>
              </Th>
              <Th>
                <Typography variant="sigma">{say('deleted.column.by')}</Typography>
              </Th>
              <Th>
                <Typography variant="sigma">{say('deleted.column.at')}</Typography>
              </Th>
              <Th>
                <Typography variant="sigma">{say('deleted.recover.short')}</Typography>
              </Th>
            </Tr>
          </Thead>
          <Tbody>
            {rows.map((row) => (
              <Tr key={row.id}>
                <Td style={{ maxWidth: '32rem', whiteSpace: 'normal' }}>
                  {/* A 100-character title wraps: the recover button stays on the screen. */}
                  <Typography style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
                    {row.title} ({typeName(row.contentType, locale)})
                  </Typography>
                </Td>
                <Td>
                  <Typography>{row.locale ?? '–'}</Typography>
                </Td>
                <Td>
                  <Typography>{byName(row.by)}</Typography>
                </Td>
                <Td>
                  <Typography>{wibText(new Date(row.at), locale)}</Typography>
                </Td>
                <Td>
                  <Button
                    variant="secondary"
                    onClick={() => recover(row)}
                    aria-label={say('deleted.recover', { title: row.title })}
                  >
                    {say('deleted.recover.short')}
                  </Button>
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
    </Flex>
  );
}

/** "Riwayat & aktivitas": the activity log and the deleted documents, in the admin's menu. */
export function HistoryPage() {
  const say = useSay();
  return (
    <Main>
      <Box padding={8}>
        <Typography tag="h1" variant="alpha">
          {say('history.page.title')}
        </Typography>
        <Box paddingTop={2} paddingBottom={6}>
          <Typography textColor="neutral600">{say('history.page.intro')}</Typography>
        </Box>
        <Tabs.Root defaultValue="activity">
          <Tabs.List aria-label={say('history.page.title')}>
            <Tabs.Trigger value="activity">{say('history.tab.activity')}</Tabs.Trigger>
            <Tabs.Trigger value="deleted">{say('history.tab.deleted')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="activity">
            <Box paddingTop={4}>
              <ActivityTab />
            </Box>
          </Tabs.Content>
          <Tabs.Content value="deleted">
            <Box paddingTop={4}>
              <DeletedTab />
            </Box>
          </Tabs.Content>
        </Tabs.Root>
      </Box>
    </Main>
  );
}

export default HistoryPage;
