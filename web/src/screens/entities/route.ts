/** The route module of EntitiesPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './EntitiesPage';
export const ErrorBoundary = screenError('the entities');
