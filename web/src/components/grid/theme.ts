/**
 * AG Grid for every table of the product: the Community modules the tables use, registered
 * once, and the one theme (the product's navy headers). Tables import `gridTheme` from here.
 *
 * Only the modules used are registered, not `AllCommunityModule`: a third less grid code
 * for every table screen to load and start (the session page's first rows, issue 33). A table
 * that needs another feature registers its module here; a feature whose module is missing is
 * an "AG Grid: error #200" in the console, which fails the browser tests (tests/e2e/browser.ts).
 */
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ModuleRegistry,
  PaginationModule,
  PinnedRowModule,
  RowAutoHeightModule,
  RowStyleModule,
  ScrollApiModule,
  TooltipModule,
  themeQuartz,
} from 'ag-grid-community';

ModuleRegistry.registerModules([
  // Rows given as data, sorted and resized (the core's own).
  ClientSideRowModelModule,
  // cellClass, cellClassRules; getRowClass.
  CellStyleModule,
  RowStyleModule,
  // Pinned players above the others.
  PinnedRowModule,
  // Cells that grow with wrapped text.
  RowAutoHeightModule,
  // Header and cell tooltips.
  TooltipModule,
  // The side-scroll hint reads the displayed columns and the horizontal range.
  ColumnApiModule,
  ScrollApiModule,
  // Data Ops pages a season's datasets.
  PaginationModule,
]);

/**
 * The product's grid theme. Cells and headers are padded 12 px a side rather than 16, so
 * that a list's columns fit a 1440 px window whole.
 */
export const gridTheme = themeQuartz.withParams({
  headerBackgroundColor: '#0b2545',
  headerTextColor: '#ffffff',
  fontSize: 13,
  cellHorizontalPaddingScale: 0.75,
});
