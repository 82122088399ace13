// @ts-check
/**
 * The Node.js versions this project supports are `engines.node` in package.json (one source).
 * CommonJS and plain syntax on purpose: it has to run on the Nodes it refuses (see
 * scripts/supported-node.cjs).
 */
'use strict';

const path = require('node:path');

/**
 * "^22.18.0 || ^24.11.0" → "22.18+ or 24.11+".
 * @param {string} range
 */
function describeRange(range) {
  const parts = range.split('||').map(function (part) {
    const match = /^\s*\^(\d+)\.(\d+)/.exec(part);
    return match ? match[1] + '.' + match[2] + '+' : part.trim();
  });
  return parts.length > 1 ? parts.slice(0, -1).join(', ') + ' or ' + parts[parts.length - 1] : parts[0];
}

/**
 * One line for an unsupported Node, or null where this one is supported.
 * @param {string} version e.g. process.version
 * @param {string} range engines.node
 * @param {(version: string, range: string) => boolean} satisfies semver's
 */
function unsupportedNodeMessage(version, range, satisfies) {
  if (satisfies(version, range)) return null;
  return (
    'This project runs on Node.js ' +
    describeRange(range) +
    ' (package.json engines); this is Node.js ' +
    version +
    '. Install Node.js 24 (LTS) or 22, then run npm install again.'
  );
}

/** engines.node of the project's package.json. */
function supportedRange() {
  return require(path.join(__dirname, '..', '..', 'package.json')).engines.node;
}

/** Prints one line and exits when the running Node is not supported. */
function exitOnUnsupportedNode() {
  /** @type {(version: string, range: string) => boolean} */
  let satisfies;
  try {
    satisfies = require('semver').satisfies;
  } catch {
    console.error('This project is not installed: run npm install first (Node.js ' + describeRange(supportedRange()) + ').');
    process.exit(1);
  }
  const message = unsupportedNodeMessage(process.version, supportedRange(), satisfies);
  if (message) {
    console.error(message);
    process.exit(1);
  }
}

module.exports = { describeRange, unsupportedNodeMessage, supportedRange, exitOnUnsupportedNode };
