/**
 * i18next for gatsby-plugin-react-i18next's wrapPageElement: its `require()` picks i18next's
 * CommonJS build with Babel's class helpers inlined; this ES import picks the ES build, whose
 * helpers the rest of the bundle already shares.
 */
import i18next from 'i18next';

export default i18next;
