/** The route module of ManagePage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './ManagePage';
export const ErrorBoundary = screenError('the practice manager');
