/**
 * @jest-environment node
 */
import { siteOrigins } from './site-origins';

describe('site origins allowed to call the CMS from the browser', () => {
  it('are the local servers on their default ports', () => {
    expect(siteOrigins({})).toEqual([
      'http://127.0.0.1:9000',
      'http://localhost:9000',
      'http://127.0.0.1:8000',
      'http://localhost:8000',
    ]);
  });

  it('follow the configured ports and the public address', () => {
    expect(siteOrigins({ SITE_URL: 'https://www.example.co.id/', SITE_PORT: '9100', DEVELOP_PORT: '8010' })).toEqual([
      'https://www.example.co.id',
      'http://127.0.0.1:9100',
      'http://localhost:9100',
      'http://127.0.0.1:8010',
      'http://localhost:8010',
    ]);
  });
});
