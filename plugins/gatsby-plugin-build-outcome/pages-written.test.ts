/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { htmlFileOf, pagesWrittenSince } from './pages-written';

describe('the pages a build wrote', () => {
  it('are the pages whose HTML is at least as new as the build', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    const write = (pagePath: string, mtime: Date) => {
      const file = htmlFileOf(publicDir, pagePath);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, '<html></html>');
      fs.utimesSync(file, mtime, mtime);
    };
    const build = Date.parse('2026-11-26T01:00:00Z');
    const before = new Date(build - 60_000);
    const during = new Date(build + 5_000);
    write('/', before);
    write('/news/', during);
    write('/en/news/laporan-keberlanjutan-grup-usaha-nusantara-tahun-2025-dan-rencana-investasi/', during);
    write('/berita/%C3%A9t%C3%A9/', during);
    write('/404.html', during);
    write('/about/', before);
    const pages = [
      '/',
      '/news/',
      '/en/news/laporan-keberlanjutan-grup-usaha-nusantara-tahun-2025-dan-rencana-investasi/',
      '/berita/%C3%A9t%C3%A9/',
      '/404.html',
      '/about/',
      '/client-only/',
    ];
    expect(pagesWrittenSince(publicDir, pages, build)).toBe(4);
    expect(pagesWrittenSince(publicDir, pages, build + 60_000)).toBe(0);
    expect(htmlFileOf(publicDir, '/berita/%C3%A9t%C3%A9/')).toBe(path.join(publicDir, 'berita', 'été', 'index.html'));
  });
});
