/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pagesWrittenSince } from './pages-written';

describe('the pages a build wrote', () => {
  it('are the pages whose HTML, where Gatsby writes it, is at least as new as the build', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    const write = (file: string, mtime: Date) => {
      const full = path.join(publicDir, file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, '<html></html>');
      fs.utimesSync(full, mtime, mtime);
    };
    const build = Date.parse('2026-11-26T01:00:00Z');
    const before = new Date(build - 60_000);
    const during = new Date(build + 5_000);
    // The files as Gatsby names them: the page path as it is (percent-encoded or not), index.html inside.
    write('index.html', before);
    write('news/index.html', during);
    write('en/news/laporan-keberlanjutan-grup-usaha-nusantara-tahun-2025-dan-rencana-investasi/index.html', during);
    write('berita/%C3%A9t%C3%A9/index.html', during);
    write('news/diskon-50%-akhir-tahun/index.html', during);
    write('404.html', during);
    write('about/index.html', before);
    const pages = [
      '/',
      '/news/',
      '/en/news/laporan-keberlanjutan-grup-usaha-nusantara-tahun-2025-dan-rencana-investasi/',
      '/berita/%C3%A9t%C3%A9/',
      '/news/diskon-50%-akhir-tahun/',
      '/404.html',
      '/about/',
      '/client-only/',
    ];
    expect(pagesWrittenSince(publicDir, pages, build)).toBe(5);
    expect(pagesWrittenSince(publicDir, pages, build + 60_000)).toBe(0);
  });
});
