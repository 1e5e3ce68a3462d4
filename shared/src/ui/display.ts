/**
 * Entry `@console/shared/ui/display`: what shows a record's details and state — badges, banners,
 * cards, details lists, dates, shortened text, email addresses, progress, downloads and loading
 * skeletons. Pages that only list and edit (the audience group cards, the login page) do not load
 * it.
 */
export * from './Badge';
export * from './Banner';
export * from './Card';
export * from './DetailsList';
export * from './DateTime';
export * from './TruncatedText';
export * from './EmailText';
export * from './ProgressBar';
export * from './DownloadButton';
export * from './Skeleton';
