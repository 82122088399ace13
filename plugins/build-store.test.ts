/**
 * @jest-environment node
 */
import { EventEmitter } from 'node:events';
import type { NodePluginArgs } from 'gatsby';
import { nodesOfTypeIn, pagesRenderedBy } from './build-store';

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
      { path: '/', context: { template: 'home', language: 'id' } },
      { path: '/en/news/hasil-rapat', context: { slug: 'hasil-rapat' } },
      { path: '/dev-404-page', context: {} },
    ]);
    expect(nodesOfType('StrapiNews')).toEqual([{ id: 'StrapiNews-1', internal: { type: 'StrapiNews' } }]);
    nodesOfType('StrapiNews');
    nodesOfType('SitePage');
    expect(getNodesByType.mock.calls).toEqual([['StrapiNews']]);
  });

  it('counts each page Gatsby reports rendered once, from when it is asked', () => {
    const emitter = new EventEmitter();
    emitter.emit('HTML_GENERATED', { type: 'HTML_GENERATED', payload: ['/sebelumnya'] });
    const rendered = pagesRenderedBy({ emitter } as unknown as NodePluginArgs);
    emitter.emit('HTML_GENERATED', { type: 'HTML_GENERATED', payload: ['/', '/news/hasil-rapat'] });
    emitter.emit('PAGE_DATA_WRITTEN', { type: 'OTHER', payload: ['/tentang'] });
    emitter.emit('HTML_GENERATED', { type: 'HTML_GENERATED', payload: ['/en/news/hasil-rapat', '/'] });
    expect([...rendered]).toEqual(['/', '/news/hasil-rapat', '/en/news/hasil-rapat']);
  });
});
