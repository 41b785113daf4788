/** The route module of HealthPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './HealthPage';
export const ErrorBoundary = screenError('the venue health');
