/**
 * AG Grid for every table of the product: the Community modules registered once, and the
 * one theme (the product's navy headers). Tables import `gridTheme` from here.
 */
import { AllCommunityModule, ModuleRegistry, themeQuartz } from 'ag-grid-community';

ModuleRegistry.registerModules([AllCommunityModule]);

/** The product's grid theme. */
export const gridTheme = themeQuartz.withParams({
  headerBackgroundColor: '#0b2545',
  headerTextColor: '#ffffff',
  fontSize: 13,
});
