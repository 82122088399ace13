// Strapi loads a local plugin's server from its folder in JavaScript: the TypeScript in server/
// is compiled with the rest of the CMS by `strapi build` (cms/tsconfig.json), into cms/dist/.
module.exports = require('../../../dist/src/plugins/publish-checks/server');
