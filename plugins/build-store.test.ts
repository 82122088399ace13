/**
 * @jest-environment node
 */
import { EventEmitter } from 'node:events';
import type { NodePluginArgs } from 'gatsby';
import { htmlFilesWrittenBy, nodesOfTypeIn, reportRewritten } from './build-store';

describe("what the build's plugins read of Gatsby's store", () => {
  const pages = new Map([
    ['/', { path: '/', component: '/site/src/templates/home.tsx', context: { template: 'home', language: 'id' } }],
    [
      '/en/news/hasil-rapat',
      { path: '/en/news/hasil-rapat', component: '/site/src/templates/news-article.tsx', context: { slug: 'hasil-rapat' } },
    ],
    ['/dev-404-page', { path: '/dev-404-page', component: '/site/.cache/dev-404-page.js' }],
  ]);
  const store = { getState: () => ({ pages }), dispatch: jest.fn(), subscribe: jest.fn() } as unknown as NodePluginArgs['store'];

  it('takes the pages from the redux store, with their path and context, and other types from the node store, once each', () => {
    const getNodesByType = jest.fn((type: string) => [{ id: `${type}-1`, internal: { type } }]);
    const nodesOfType = nodesOfTypeIn({ store, getNodesByType: getNodesByType as unknown as NodePluginArgs['getNodesByType'] });
    expect(nodesOfType('SitePage')).toEqual([
      // by path, as the node store gives them (the redux store: in the order they were made)
      { path: '/', context: { template: 'home', language: 'id' } },
      { path: '/dev-404-page', context: {} },
      { path: '/en/news/hasil-rapat', context: { slug: 'hasil-rapat' } },
    ]);
    expect(nodesOfType('StrapiNews')).toEqual([{ id: 'StrapiNews-1', internal: { type: 'StrapiNews' } }]);
    nodesOfType('StrapiNews');
    nodesOfType('SitePage');
    expect(getNodesByType.mock.calls).toEqual([['StrapiNews']]);
  });

  it('counts each page file written once, rendered by Gatsby or rewritten after, from when it is asked', () => {
    const emitter = new EventEmitter();
    const args = { emitter } as unknown as NodePluginArgs;
    emitter.emit('HTML_GENERATED', { type: 'HTML_GENERATED', payload: ['/sebelumnya'] });
    const written = htmlFilesWrittenBy(args);
    emitter.emit('HTML_GENERATED', { type: 'HTML_GENERATED', payload: ['/', '/news/hasil-rapat', '/404.html'] });
    emitter.emit('PAGE_DATA_WRITTEN', { type: 'OTHER', payload: ['/tentang'] });
    emitter.emit('HTML_GENERATED', { type: 'HTML_GENERATED', payload: ['/en/news/hasil-rapat', '/'] });
    // A new security policy rewrites the pages Gatsby left alone, and those it rendered.
    for (const file of ['about/index.html', 'index.html', '404.html']) reportRewritten(args, file);
    expect([...written].sort()).toEqual([
      '404.html',
      'about/index.html',
      'en/news/hasil-rapat/index.html',
      'index.html',
      'news/hasil-rapat/index.html',
    ]);
  });
});
