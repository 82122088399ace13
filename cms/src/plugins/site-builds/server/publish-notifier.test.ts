/**
 * @jest-environment node
 */
import { EventEmitter, once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BUILD_EVENTS,
  announcementOf,
  createOutageLog,
  createScheduledChanges,
  notifyBuildHookOfChanges,
  type NotifierLog,
} from './publish-notifier';
import { deletedVersionWasSeen, seenOnSite } from './visible-changes';
import { BUILD_EVENTS as BUILD_EVENT_KINDS, ChangeAnnouncement } from '@site/contracts/build';
import { triggerFromBody } from '../../../../../publisher/src/build-trigger';

/** A real HTTP server standing in for the build hook: records what it receives. */
async function startHook(status = 202) {
  const received: Array<{ authorization?: string; body: unknown }> = [];
  const arrived = new EventEmitter();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      response.writeHead(status).end();
      arrived.emit('request');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build`;
  return { url, received, next: () => once(arrived, 'request'), close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Strapi's event hub as the notifier uses it (listeners by event name), and a log that says when it warns. */
function eventHubAndLog() {
  const hub = new EventEmitter();
  const warnings: string[] = [];
  let warned: () => void = () => undefined;
  const firstWarning = new Promise<void>((resolve) => (warned = resolve));
  const log: NotifierLog = {
    info: () => undefined,
    warn: (line: string) => {
      warnings.push(line);
      warned();
    },
  };
  return { strapi: { eventHub: hub, log }, hub, warnings, firstWarning };
}

const published = {
  model: 'news',
  uid: 'api::news.news',
  entry: {
    id: 7,
    documentId: 'abc123',
    locale: 'en',
    title: 'Embargoed title',
    body: 'Secret body',
    publishedAt: '2026-11-20T08:00:00.000Z',
  },
};

describe('what the build hook is told of a change', () => {
  it('names the event, the type, the document and its language, and nothing of its content', () => {
    expect(announcementOf('entry.publish', published, new Date('2026-11-24T08:00:00Z'))).toEqual({
      event: 'entry.publish',
      createdAt: '2026-11-24T08:00:00.000Z',
      uid: 'api::news.news',
      entry: { documentId: 'abc123', locale: 'en' },
    });
  });

  it('says when a schedule made the change, once, and only for the change the schedule marked', () => {
    let now = 0;
    const scheduled = createScheduledChanges(60_000, () => now);
    scheduled.mark('api::news.news', 'abc123', 'en');
    expect(
      announcementOf('entry.publish', { ...published, entry: { ...published.entry, locale: 'id' } }, new Date(0), scheduled),
    ).not.toHaveProperty('scheduled');
    expect(announcementOf('entry.publish', published, new Date(0), scheduled)).toMatchObject({ scheduled: true });
    expect(announcementOf('entry.publish', published, new Date(0), scheduled)).not.toHaveProperty('scheduled');
    scheduled.mark('api::news.news', 'abc123', 'en');
    now = 61_000; // a mark nobody used in time says nothing of a later change
    expect(announcementOf('entry.publish', published, new Date(0), scheduled)).not.toHaveProperty('scheduled');
  });

  it('keeps to the event for a media change or an odd payload', () => {
    expect(announcementOf('media.update', { media: { id: 3 } }, new Date(0))).toEqual({
      event: 'media.update',
      createdAt: '1970-01-01T00:00:00.000Z',
    });
    expect(announcementOf('entry.delete', null, new Date(0))).toEqual({
      event: 'entry.delete',
      createdAt: '1970-01-01T00:00:00.000Z',
    });
  });
});

describe('the CMS calls the build hook itself', () => {
  it('posts every change visitors can see, with the secret from its environment', async () => {
    const hook = await startHook();
    const { strapi, hub } = eventHubAndLog();
    try {
      notifyBuildHookOfChanges(strapi, { buildUrl: hook.url, secret: 'hook-secret', timeoutMs: 2000 });
      for (const event of BUILD_EVENTS) {
        const arrival = hook.next();
        hub.emit(event, published);
        await arrival;
      }
      hub.emit('entry.update', published); // a draft edit changes nothing on the site
      const arrival = hook.next();
      hub.emit('entry.publish', published);
      await arrival;
      expect(hook.received.map(({ body }) => (body as { event: string }).event)).toEqual([...BUILD_EVENTS, 'entry.publish']);
      expect(hook.received.every(({ authorization }) => authorization === 'Bearer hook-secret')).toBe(true);
      expect(JSON.stringify(hook.received)).not.toContain('Secret body');
    } finally {
      await hook.close();
    }
  });

  it('announces no delete of a draft nobody saw, and no change of a file no published document uses', async () => {
    const hook = await startHook();
    const { strapi, hub } = eventHubAndLog();
    try {
      const seen = new Set(['41']);
      notifyBuildHookOfChanges(strapi, { buildUrl: hook.url, secret: 's', timeoutMs: 2000 }, undefined, {
        mediaSeen: async (ids) => new Set(ids.map(String).filter((id) => seen.has(id))),
      });
      hub.emit('entry.delete', { uid: 'api::news.news', entry: { ...published.entry, publishedAt: null } });
      hub.emit('media.update', { media: { id: 40 } }); // an editor's own unused picture, its alt text changed
      hub.emit('media.delete', { media: { id: 40 } });
      let arrival = hook.next();
      hub.emit('media.update', { media: { id: 41 } }); // a picture a published article shows
      await arrival;
      arrival = hook.next();
      hub.emit('entry.delete', published);
      await arrival;
      expect(hook.received.map(({ body }) => (body as { event: string }).event)).toEqual(['media.update', 'entry.delete']);
    } finally {
      await hook.close();
    }
  });

  it('announces a scheduled publish once, not again when strapi-plugin-publisher repeats its event', async () => {
    const hook = await startHook();
    const { strapi, hub } = eventHubAndLog();
    try {
      notifyBuildHookOfChanges(strapi, { buildUrl: hook.url, secret: 's', timeoutMs: 2000 });
      hub.emit('entry.publish', { model: 'news', entry: published.entry }); // the plugin's repetition
      const arrival = hook.next();
      hub.emit('entry.publish', published);
      await arrival;
      expect(hook.received).toHaveLength(1);
      expect(hook.received[0].body).toMatchObject({ uid: 'api::news.news' });
    } finally {
      await hook.close();
    }
  });

  it('sends no Authorization to a static host’s hook URL, which holds its own secret', async () => {
    const hook = await startHook(200);
    const { strapi, hub, warnings } = eventHubAndLog();
    try {
      notifyBuildHookOfChanges(strapi, { buildUrl: hook.url, secret: '', timeoutMs: 2000 });
      const arrival = hook.next();
      hub.emit('entry.unpublish', published);
      await arrival;
      expect(hook.received[0].authorization).toBeUndefined();
      expect(warnings).toEqual([]);
    } finally {
      await hook.close();
    }
  });

  it('logs one line when the hook cannot be reached, and publishing goes on', async () => {
    const hook = await startHook();
    await hook.close(); // nobody listens at its address any more
    const { strapi, hub, warnings, firstWarning } = eventHubAndLog();
    notifyBuildHookOfChanges(strapi, { buildUrl: hook.url, secret: 's', timeoutMs: 2000 });
    hub.emit('entry.publish', published);
    await firstWarning;
    expect(warnings).toEqual([
      expect.stringMatching(
        /^\[site-builds\] entry\.publish not announced: The build hook cannot be reached \(.+\)\. The build hook catches up\. Changes are not logged one by one until it answers again\.$/,
      ),
    ]);
  });

  it('is read by the build hook as the build its event starts, for every event of the build contract', () => {
    for (const event of BUILD_EVENTS) {
      const announced = JSON.parse(JSON.stringify(announcementOf(event, published, new Date(0))));
      expect(ChangeAnnouncement.parse(announced)).toEqual(announced);
      expect(triggerFromBody(JSON.stringify(announced))).toEqual({
        kind: BUILD_EVENT_KINDS[event],
        model: 'api::news.news',
        documentId: 'abc123',
        locale: 'en',
      });
    }
  });

  it('warns once while the hook cannot be reached, however many changes it misses, and says when it answers again', () => {
    const lines: string[] = [];
    const outage = createOutageLog({ info: (line) => lines.push(`info ${line}`), warn: (line) => lines.push(`warn ${line}`) });
    outage.reached(); // nothing missed: nothing to say
    for (let change = 0; change < 101; change += 1)
      outage.missed('entry.publish', 'The build hook cannot be reached (ECONNREFUSED).');
    outage.reached();
    outage.reached();
    outage.missed('entry.unpublish', 'The build hook answered 503.');
    expect(lines).toEqual([
      'warn [site-builds] entry.publish not announced: The build hook cannot be reached (ECONNREFUSED). The build hook catches up. Changes are not logged one by one until it answers again.',
      'info [site-builds] the build hook answers again; 101 change(s) were not announced meanwhile, and it catches up on them',
      'warn [site-builds] entry.unpublish not announced: The build hook answered 503. The build hook catches up. Changes are not logged one by one until it answers again.',
    ]);
  });

  it('listens to nothing without BUILD_HOOK_URL', () => {
    const { strapi, hub } = eventHubAndLog();
    notifyBuildHookOfChanges(strapi, { buildUrl: null, secret: '', timeoutMs: 2000 });
    expect(hub.eventNames()).toEqual([]);
  });
});

describe('a change visitors can see', () => {
  const hasDrafts = (uid: string) => uid !== 'api::contact-message.contact-message';
  it('is a picture a published version, a type without drafts, or a component uses', () => {
    expect(seenOnSite({ __type: 'api::news.news', publishedAt: '2026-11-20T08:00:00.000Z' }, hasDrafts)).toBe(true);
    expect(seenOnSite({ __type: 'api::contact-message.contact-message', publishedAt: null }, hasDrafts)).toBe(true);
    expect(seenOnSite({ __type: 'shared.seo' }, hasDrafts)).toBe(true);
  });

  it('is not a picture only a draft, or no document of the site, uses', () => {
    expect(seenOnSite({ __type: 'api::news.news', publishedAt: null }, hasDrafts)).toBe(false);
    expect(seenOnSite({ __type: 'plugin::users-permissions.user' }, hasDrafts)).toBe(false);
  });

  it('is the delete of a published version only', () => {
    expect(deletedVersionWasSeen({ publishedAt: '2026-11-20T08:00:00.000Z' })).toBe(true);
    expect(deletedVersionWasSeen({ publishedAt: null })).toBe(false);
    expect(deletedVersionWasSeen(null)).toBe(false);
  });
});
