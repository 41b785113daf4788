/**
 * A small reader for comma- and tab-separated tracking files: one line at a time, quoted
 * fields (with doubled quotes inside) handled, nothing else assumed. Streaming keeps the
 * full-size Big Data Bowl week files (hundreds of MB) within memory.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/** Splits one line into fields; quotes may wrap a field and `""` inside quotes is a quote. */
export function splitDelimitedLine(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  const length = line.length;
  let start = 0;
  while (start <= length) {
    if (line.charCodeAt(start) === 34 /* " */) {
      let value = '';
      let i = start + 1;
      for (;;) {
        const quote = line.indexOf('"', i);
        if (quote < 0) {
          value += line.slice(i);
          i = length;
          break;
        }
        value += line.slice(i, quote);
        if (line.charCodeAt(quote + 1) === 34) {
          value += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
      fields.push(value);
      const next = line.indexOf(delimiter, i);
      if (next < 0) break;
      start = next + 1;
    } else {
      const next = line.indexOf(delimiter, start);
      if (next < 0) {
        fields.push(line.slice(start));
        break;
      }
      fields.push(line.slice(start, next));
      start = next + 1;
    }
  }
  return fields;
}

/** Yields the lines of a text file one by one (without line ends), streaming from disk. */
export async function* readLines(path: string): AsyncGenerator<string> {
  const lines = createInterface({
    input: createReadStream(path, { encoding: 'utf8' }),
    crlfDelay: Infinity,
  });
  for await (const line of lines) yield line;
}

/** Column positions of a header row, by name; throws when a required column is missing. */
export function columnIndex(
  header: readonly string[],
  required: readonly string[],
  fileLabel: string,
): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((name, i) => index.set(name.trim(), i));
  const missing = required.filter((name) => !index.has(name));
  if (missing.length > 0) {
    throw new Error(`${fileLabel}: missing column(s) ${missing.join(', ')}`);
  }
  return index;
}

/**
 * Epoch milliseconds of a UTC time written as `2021-09-14T03:54:17.700` or
 * `2018-09-23 20:29:04.600` (a trailing `Z` is accepted). NaN when it does not parse.
 */
export function parseUtcMs(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?Z?$/.exec(
    text.trim(),
  );
  if (!m) return Number.NaN;
  const fraction = m[7] ?? '0';
  const ms = Math.round(Number(`0.${fraction}`) * 1000);
  return (
    Date.UTC(
      Number(m[1]),
      Number(m[2]) - 1,
      Number(m[3]),
      Number(m[4]),
      Number(m[5]),
      Number(m[6]),
    ) + ms
  );
}
