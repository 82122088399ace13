/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { testPluginOptionsSchema } from 'gatsby-plugin-utils';
import { pluginOptionsSchema } from './plugin-options';

const contentModelPath = path.join(__dirname, '..', '..', '..', 'cms');

/** A stand-in for Strapi on 127.0.0.1 that accepts one token. */
let server: http.Server;
let apiURL = '';
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const authorised = request.headers.authorization === 'Bearer good-token';
    response.writeHead(authorised ? 200 : 401, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(authorised ? { data: [] } : { error: { status: 401, name: 'UnauthorizedError' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const valid = () => ({ apiURL, accessToken: 'good-token', languages: ['id', 'en'], fallbackLanguage: 'id', contentModelPath });
// gatsby-plugin-utils types the schema function as Gatsby's own; the cast names the one we export.
const schema = pluginOptionsSchema as Parameters<typeof testPluginOptionsSchema>[0];

describe('plugin options', () => {
  it('accept a reachable Strapi, its token, the languages and the content model', async () => {
    await expect(testPluginOptionsSchema(schema, valid())).resolves.toMatchObject({ isValid: true, errors: [] });
  });

  it('stop the build when the token is refused, saying what to set', async () => {
    const { isValid, errors } = await testPluginOptionsSchema(schema, { ...valid(), accessToken: 'wrong' });
    expect(isValid).toBe(false);
    expect(errors.join('\n')).toMatch(/refused .*HTTP 401.*STRAPI_TOKEN/);
  });

  it('stop the build when Strapi is unreachable', async () => {
    const { isValid, errors } = await testPluginOptionsSchema(schema, { ...valid(), apiURL: 'http://127.0.0.1:9' });
    expect(isValid).toBe(false);
    expect(errors.join('\n')).toMatch(/Cannot reach the CMS at http:\/\/127\.0\.0\.1:9/);
  });

  it('name each malformed option', async () => {
    const { errors } = await testPluginOptionsSchema(schema, {
      apiURL: 'ftp://cms',
      languages: [],
      fallbackLanguage: 'fr',
      contentModelPath: '/nowhere',
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/"apiURL" must be a valid uri/),
        expect.stringMatching(/"languages" must contain at least 1 items/),
        expect.stringMatching(/"fallbackLanguage" must be one of the languages/),
        expect.stringMatching(/"contentModelPath" has no Strapi content types/),
      ]),
    );
  });
});
