import { describe, expect, it } from 'vitest';
import { contentDisposition } from './send-file';

describe('contentDisposition', () => {
  it('names the file without special characters, in ASCII and in UTF-8', () => {
    expect(contentDisposition('Plan: Zoë/Ann "v2".pdf')).toBe(
      `attachment; filename="Plan Zo_Ann v2.pdf"; filename*=UTF-8''Plan%20Zo%C3%ABAnn%20v2.pdf`,
    );
  });

  it("never lets a name break out of the header, and falls back to 'download'", () => {
    expect(contentDisposition('a";\r\nx: y')).toBe(
      `attachment; filename="ax y"; filename*=UTF-8''ax%20y`,
    );
    expect(contentDisposition('///')).toContain('filename="download"');
  });
});
