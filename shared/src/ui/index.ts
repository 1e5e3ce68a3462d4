/**
 * The console's UI kit: accessible primitives on react-aria-components, styled with CSS
 * Modules and the custom-property tokens of tokens.css (loaded once, here).
 */
import './tokens.css';

export * from './Button';
export * from './Router';
export * from './Tabs';
export * from './DataTable';
export * from './Dialog';
export * from './ConfirmDialog';
export * from './Toast';
export * from './EmptyState';
export * from './PermissionDenied';
export * from './LoadingState';
export * from './ErrorState';
export * from './PageHeader';
export * from './Badge';
export type { Key, Selection } from 'react-aria-components';
export * from './ComingSoon';
export * from './format';
