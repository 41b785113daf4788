import { describe, expect, it } from 'vitest';
import { csvText } from './metric-csv';

/** The one data line of a file with a single column. */
const cell = (text: string): string => csvText(['h'], [[text]]).split('\r\n')[1] ?? '';

describe('CSV fields', () => {
  it("defuses text a spreadsheet would run as a formula with a leading '", () => {
    for (const formula of [
      '=1+1',
      '+1+1',
      "-2+3+cmd|' /C calc'!A0",
      '-A1',
      '@SUM(A1)',
      '\tx',
      '＝1+1',
      '－1+1',
    ]) {
      expect(cell(formula)).toBe(`'${formula}`);
    }
    expect(cell('\rx')).toBe(`"'\rx"`);
  });

  it('keeps plain numbers, negative ones too, as numbers', () => {
    for (const number of ['-3.5', '-3', '0', '12.25', '-0.10']) {
      expect(cell(number)).toBe(number);
    }
    expect(cell('-3.5.1')).toBe("'-3.5.1");
    expect(cell('- 3')).toBe("'- 3");
  });

  it('quotes commas, quotes and line breaks, after defusing', () => {
    expect(cell('a,b')).toBe('"a,b"');
    expect(cell('say "hi"')).toBe('"say ""hi"""');
    expect(cell('-a,b')).toBe(`"'-a,b"`);
    expect(csvText(['a', 'b'], [['-1.5', 'Tuesday Pads']])).toBe('a,b\r\n-1.5,Tuesday Pads\r\n');
  });
});
