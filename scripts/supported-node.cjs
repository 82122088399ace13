// Preloaded by every npm script that runs Node (`node -r ./scripts/supported-node.cjs …`): on a
// Node the project does not support it prints one line naming the supported versions and exits
// before any module of the project is loaded. Without it Node 18 fails while linking the scripts'
// modules (`node:util` has no `parseEnv`) and the CMS's SQLite driver dies with a native trace.
'use strict';
require('./lib/node-versions.cjs').exitOnUnsupportedNode();
