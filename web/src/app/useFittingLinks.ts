/**
 * How many of the top navigation's links fit its row: the rest go under More (a "priority
 * plus" row). The links' widths come from a hidden row of the same links, always laid out,
 * so a link folded away is still measured; the row's own width from the nav, which takes
 * what the brand, the player search and the account menu leave. Both are watched: a
 * window resized or a font arriving refits the row.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many links fit in `width` px: each link's width with `gap` between, and room for the
 * More button (`moreWidth`) whenever a link is folded or `moreAlways`.
 */
export function linksThatFit(
  widths: readonly number[],
  width: number,
  gap: number,
  moreWidth: number,
  moreAlways: boolean,
): number {
  const total = (count: number, withMore: boolean) => {
    const parts = widths.slice(0, count);
    if (withMore) parts.push(moreWidth);
    return parts.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, parts.length - 1);
  };
  if (total(widths.length, moreAlways) <= width) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && total(count, true) > width) count--;
  return count;
}

/**
 * The number of links shown in the row. `measure` holds one element per link and, last, one
 * like the More button, each laid out as in the row (hidden); `row` is the nav.
 */
export function useFittingLinks(
  row: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  links: number,
  moreAlways: boolean,
): number {
  const [fit, setFit] = useState(links);
  useLayoutEffect(() => {
    const nav = row.current;
    const sample = measure.current;
    if (nav === null || sample === null) return;
    const refit = () => {
      const items = [...sample.children].map((c) => c.getBoundingClientRect().width);
      const moreWidth = items.pop() ?? 0;
      const gap = parseFloat(getComputedStyle(nav).columnGap) || 0;
      setFit(linksThatFit(items, nav.clientWidth, gap, moreWidth, moreAlways));
    };
    refit();
    const observer = new ResizeObserver(refit);
    observer.observe(nav);
    observer.observe(sample);
    return () => {
      observer.disconnect();
    };
  }, [row, measure, links, moreAlways]);
  return Math.min(fit, links);
}
