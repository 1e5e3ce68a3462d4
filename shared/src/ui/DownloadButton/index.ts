export * from './DownloadButton';
