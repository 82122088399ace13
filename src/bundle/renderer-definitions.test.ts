import { isDefinePlugin, rendererDefinitions } from './renderer-definitions';

describe('the HTML renderer’s compile-time constants', () => {
  const definitions = {
    'process.env': '({})',
    'process.env.NODE_ENV': '"production"',
    'process.env.SITE_URL': '"https://www.example.co.id"',
    'process.env.GATSBY_CMS_URL': '""',
    'process.env.PATH': '"/usr/bin"',
    'process.env.STRAPI_TOKEN': '"secret"',
    'process.env.STRAPI_FULL_SYNC': '"1"',
    __PATH_PREFIX__: '""',
  };

  it('keeps what pages read and Gatsby’s own, and drops the rest of the build’s environment', () => {
    expect(rendererDefinitions(definitions)).toEqual({
      'process.env': '({})',
      'process.env.NODE_ENV': '"production"',
      'process.env.SITE_URL': '"https://www.example.co.id"',
      'process.env.GATSBY_CMS_URL': '""',
      __PATH_PREFIX__: '""',
    });
  });

  it('recognises webpack’s DefinePlugin by its definitions', () => {
    class DefinePlugin {
      definitions = { a: '1' };
    }
    class OtherPlugin {
      definitions = { a: '1' };
    }
    expect(isDefinePlugin(new DefinePlugin())).toBe(true);
    expect(isDefinePlugin(new OtherPlugin())).toBe(false);
    expect(isDefinePlugin(null)).toBe(false);
  });
});
