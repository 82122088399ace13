import * as React from 'react';
import { Badge, Box, Button, Flex, Link, Typography } from '@strapi/design-system';
import { Widget, useFetchClient, useRBAC } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { WidgetListItem } from '../../../admin/widget-list-item';
import { PLUGIN_ID, REBUILD_ACTION } from '../names';
import {
  STATE_LABELS,
  currentState,
  durationText,
  failureText,
  hookProblemText,
  isActive,
  say,
  triggerText,
  type BuildsAnswer,
  type SiteBuild,
} from './builds';

const BADGES: Record<SiteBuild['state'], { background: string; color: string }> = {
  queued: { background: 'neutral150', color: 'neutral700' },
  building: { background: 'secondary100', color: 'secondary700' },
  published: { background: 'success100', color: 'success700' },
  failed: { background: 'danger100', color: 'danger700' },
};

const PERMISSIONS = { rebuild: [{ action: REBUILD_ACTION, subject: null }] };
/** The plugin's admin API (server/routes.ts): the CMS server holds the hook's secret. */
const BUILDS_PATH = `/${PLUGIN_ID}`;

/**
 * "Site builds" on the admin homepage: the site's state, the last builds (when, how long, what
 * asked, why one failed, the live page of what was published) and, for roles allowed to, a
 * "Rebuild now" button, in the language the editor chose for the admin. Everything goes through
 * the CMS server, which talks to the build hook.
 */
export default function SiteBuildsWidget(): React.ReactElement {
  const intl = useIntl();
  const { get, post } = useFetchClient();
  const { allowedActions } = useRBAC(PERMISSIONS);
  const [answer, setAnswer] = React.useState<BuildsAnswer | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [requested, setRequested] = React.useState<'idle' | 'sending' | 'sent' | 'refused'>('idle');

  // Looks again every 30 s, every 3 s while a build is on its way; `refresh` asks at once.
  const [refresh, setRefresh] = React.useState(0);
  const active = answer?.reachable === true && isActive(answer.builds);
  React.useEffect(() => {
    let current = true;
    const load = () =>
      get<BuildsAnswer>(BUILDS_PATH).then(
        ({ data }) => {
          if (!current) return;
          setAnswer(data);
          setFailed(false);
        },
        () => current && setFailed(true),
      );
    void load();
    const timer = window.setInterval(() => void load(), active || requested === 'sent' ? 3000 : 30_000);
    return () => {
      current = false;
      window.clearInterval(timer);
    };
  }, [get, active, requested, refresh]);

  const rebuild = async () => {
    setRequested('sending');
    try {
      await post(`${BUILDS_PATH}/rebuild`, {});
      setRequested('sent');
      setRefresh((count) => count + 1);
    } catch {
      setRequested('refused');
    }
  };

  if (failed) return <Widget.Error>{say(intl, 'site-builds.load-failed')}</Widget.Error>;
  if (!answer) return <Widget.Loading />;

  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      <Flex justifyContent="space-between" alignItems="flex-start" gap={2} wrap="wrap">
        {answer.reachable ? (
          <Typography variant="omega" fontWeight="bold" role="status">
            {currentState(intl, answer.builds)}
          </Typography>
        ) : (
          <Typography variant="omega" textColor="danger600" role="alert">
            {hookProblemText(intl, answer)}
          </Typography>
        )}
        {allowedActions.canRebuild && (
          <Button variant="secondary" size="S" onClick={rebuild} loading={requested === 'sending'} disabled={!answer.reachable}>
            {say(intl, 'site-builds.rebuild')}
          </Button>
        )}
      </Flex>
      {requested === 'sent' && (
        <Typography variant="pi" role="status">
          {say(intl, 'site-builds.rebuild.sent')}
        </Typography>
      )}
      {requested === 'refused' && (
        <Typography variant="pi" textColor="danger600" role="alert">
          {say(intl, 'site-builds.rebuild.refused')}
        </Typography>
      )}
      {answer.reachable && answer.builds.length === 0 && (
        <Typography variant="omega">{say(intl, 'site-builds.empty')}</Typography>
      )}
      {answer.reachable && answer.builds.length > 0 && (
        <Box tag="ol" aria-label={say(intl, 'site-builds.list')}>
          {answer.builds.slice(0, 5).map((build) => (
            <WidgetListItem key={build.id} space={2}>
              <Flex gap={2} wrap="wrap" alignItems="center">
                <Badge backgroundColor={BADGES[build.state].background} textColor={BADGES[build.state].color}>
                  {say(intl, STATE_LABELS[build.state])}
                </Badge>
                <Typography variant="pi" textColor="neutral600">
                  <time dateTime={build.queuedAt}>
                    {intl.formatDate(build.queuedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                  {build.durationMs !== null && ` · ${durationText(intl, build.durationMs)}`}
                  {build.pages !== null && ` · ${say(intl, 'site-builds.pages', { count: build.pages })}`}
                </Typography>
              </Flex>
              <Typography variant="omega" tag="p">
                {triggerText(intl, build)}
              </Typography>
              {build.state === 'failed' && build.error && (
                <Typography variant="pi" textColor="danger600" tag="p">
                  {failureText(intl, build)}
                </Typography>
              )}
              {build.state === 'published' && build.pageUrl && (
                <Link href={build.pageUrl} isExternal>
                  {say(intl, 'site-builds.live-page')}
                </Link>
              )}
            </WidgetListItem>
          ))}
        </Box>
      )}
    </Flex>
  );
}
