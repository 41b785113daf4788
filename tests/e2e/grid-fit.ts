/**
 * What the browser suites measure of a table's fit (issue 18): every column whole inside
 * the grid and the window, no header or cell text cut; and, for a table wider than the
 * window, the hint that it scrolls sideways and the fades over the edges with columns
 * beyond them.
 */
import type { Page } from 'playwright-core';

/**
 * What is wrong with the fit of the table in region `grid`, one line per fault (column id,
 * what, the sizes): a column past the grid's or the window's edge or under another column
 * (a pinned one, which stays put while the others scroll beneath it), a header or cell
 * whose text is wider (or a wrapped header taller) than its box. Empty when all fits.
 */
export function gridFitFaults(page: Page, grid: string): Promise<string[]> {
  return page.getByRole('region', { name: grid }).evaluate((region) => {
    const faults: string[] = [];
    const root = region.querySelector('.ag-root-wrapper');
    if (root === null) return ['no grid in the region'];
    const box = root.getBoundingClientRect();
    const right = Math.min(box.right, window.innerWidth);
    const cut = (el: Element) =>
      el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    const headers = [...region.querySelectorAll('.ag-header-cell')].map((el) => ({
      el,
      id: el.getAttribute('col-id') ?? '?',
      at: el.getBoundingClientRect(),
    }));
    for (const { el, id, at } of headers) {
      if (at.left < box.left - 1 || at.right > right + 1) {
        faults.push(`${id}: off-screen (${at.left}–${at.right} of ${box.left}–${right})`);
      }
      for (const other of headers) {
        const overlap = Math.min(at.right, other.at.right) - Math.max(at.left, other.at.left);
        if (other.id !== id && overlap > 1)
          faults.push(`${id}: overlaps ${other.id} by ${overlap} px`);
      }
      const text = el.querySelector('.ag-header-cell-text');
      if (text !== null && cut(text)) {
        faults.push(
          `${id}: header '${text.textContent}' cut (${text.scrollWidth}×${text.scrollHeight} in ${text.clientWidth}×${text.clientHeight})`,
        );
      }
    }
    for (const cell of region.querySelectorAll('.ag-row .ag-cell')) {
      if (cut(cell)) {
        const id = cell.getAttribute('col-id') ?? '?';
        faults.push(
          `${id}: cell '${cell.textContent}' cut (${cell.scrollWidth} in ${cell.clientWidth})`,
        );
      }
    }
    return faults;
  });
}

/** Whether the table in region `grid` shows its hint, and which edges have a fade. */
export async function sideScrollSigns(
  page: Page,
  grid: string,
): Promise<{ hint: boolean; left: boolean; right: boolean }> {
  const region = page.getByRole('region', { name: grid });
  const frame = region.locator('.grid-frame');
  // A fade is drawn over an edge when its opacity has come up (it fades in).
  const fade = (side: 'before' | 'after') =>
    frame.evaluate((el, pseudo) => Number(getComputedStyle(el, `::${pseudo}`).opacity) > 0.5, side);
  return {
    hint: await region.getByText('Scroll sideways for more columns').isVisible(),
    left: await fade('before'),
    right: await fade('after'),
  };
}

/** Scrolls the table in region `grid` sideways to its right end. */
export async function scrollGridToEnd(page: Page, grid: string): Promise<void> {
  await page
    .getByRole('region', { name: grid })
    .locator('.ag-body-horizontal-scroll-viewport')
    .evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
}
