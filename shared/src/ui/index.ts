/**
 * The console's UI kit: accessible primitives on react-aria-components, styled with CSS
 * Modules and the custom-property tokens of tokens.css (loaded once, here).
 *
 * The components a page does not show at once have their own entries, so a page loads them only
 * when it shows one: `@console/shared/ui/data-table`, `/select` (Select, MultiSelect),
 * `/sessions`, `/file-drop`, `/menu`, `/tooltip` (Tooltip, TagList), `/dialog` (Dialog,
 * ConfirmDialog, LeaveDialog, SlideOut), `/form` (Checkbox, CheckboxTree, Toggle, TextArea,
 * RadioGroup), `/list-controls` (Pagination, SearchBox, FilterBar, ActionBar), `/display` (Badge,
 * Banner, Card, DetailsList, DateTime, TruncatedText, EmailText, ProgressBar, DownloadButton,
 * Skeleton).
 * The shell provides every entry (tools/build), so react-aria's code is loaded once whichever
 * app asks first.
 */
import './tokens.css';

export * from './Button';
export * from './Link';
export * from './Router';
export * from './Tabs';
export * from './TextField';
export * from './Toast';
export * from './EmptyState';
export * from './PermissionDenied';
export * from './LoadingState';
export * from './ErrorState';
export * from './Page';
export * from './PageHeader';
export type { Key, Selection, SortDescriptor } from 'react-aria-components';
export * from './format';
