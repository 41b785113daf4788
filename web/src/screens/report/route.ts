/** The route module of ReportPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './ReportPage';
export const ErrorBoundary = screenError('this report');
