import { asAddressesRead, ESCAPE_MARKS, showsFile } from './text-references';

const HASH = 'inline_red_34f3ac3757';

describe('a text that shows a file by its address', () => {
  it.each([
    ['as the library gives it', `![a](/uploads/${HASH}.png)`],
    ['with a dot segment', `![a](/uploads/./${HASH}.png)`],
    ['through another folder', `![a](/uploads/x/../${HASH}.png)`],
    ['with a percent-escape', `![a](/uploads/%69nline_red_34f3ac3757.png)`],
    ['every character escaped', `![a](/uploads/${[...HASH].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')}.png)`],
    ['upper-case escapes', `![a](/uploads/inline%5Fred%5F34f3ac3757.png)`],
    ['with a decimal character reference', `<img src="/uploads/&#105;nline_red_34f3ac3757.png">`],
    ['with a hexadecimal character reference', `[a](/uploads/inline&#x5f;red_34f3ac3757.png)`],
    ['with a named character reference', `[a](/uploads/inline&lowbar;red&UnderBar;34f3ac3757.png)`],
    ['with Markdown backslash escapes', `[a](/uploads/inline\\_red\\_34f3ac3757.png)`],
    ['a reference that spells an escape', `[a](/uploads/&#37;69nline_red_34f3ac3757.png)`],
    ['in a size the library made of it', `![a](/uploads/small_${HASH}.png)`],
    ['with a tab in its name', `<img src="/uploads/inline_r\ted_34f3ac3757.png">`],
    ['with a line break in its name', `<img src="/uploads/inline_red\n_34f3ac3757.png">`],
    ['with a carriage return in its name', `<img src="/uploads/inline_red_34f3\rac3757.png">`],
    ['with a tab as a reference', `<img src="/uploads/inline_r&#9;ed_34f3ac3757.png">`],
    ['with a line break as a named reference', `<img src="/uploads/inline_red&NewLine;_34f3ac3757.png">`],
    ['on a bucket', `![a](https://media.example.co.id/media/${HASH}.png)`],
  ])('%s', (_how, text) => {
    expect(showsFile(text, HASH)).toBe(true);
  });

  it.each([
    ['another file', '![a](/uploads/inline_red_34f3ac3758.png)'],
    ['an escape decoded twice', '![a](/uploads/%2569nline_red_34f3ac3757.png)'],
    ['no address at all', 'Laporan tahunan 2026: naik 12%, PT A & B.'],
  ])('not %s', (_how, text) => {
    expect(showsFile(text, HASH)).toBe(false);
  });

  it('is found by a plain search, or the text has one of the marks that may hide it', () => {
    for (const text of [
      `/uploads/%69nline_red_34f3ac3757.png`,
      `/uploads/&#105;nline_red_34f3ac3757.png`,
      `/uploads/inline\\_red\\_34f3ac3757.png`,
      `/uploads/inline_r\ted_34f3ac3757.png`,
      `/uploads/inline_red\n_34f3ac3757.png`,
    ])
      expect(
        !text.includes(HASH) && asAddressesRead(text).includes(HASH) && ESCAPE_MARKS.some((mark) => text.includes(mark)),
      ).toBe(true);
  });
});
