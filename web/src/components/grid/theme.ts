/**
 * AG Grid for every table of the product: the Community modules registered once, and the
 * one theme (the product's navy headers). Tables import `gridTheme` from here.
 */
import { AllCommunityModule, ModuleRegistry, themeQuartz } from 'ag-grid-community';

ModuleRegistry.registerModules([AllCommunityModule]);

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
