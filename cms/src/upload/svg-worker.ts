/** The SVG check (content-check.ts `checkSvg`) as a worker thread runs it for svg-check.ts (piscina). */
import { checkSvg } from './content-check';

export default checkSvg;
