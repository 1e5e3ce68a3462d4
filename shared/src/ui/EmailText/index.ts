export * from './EmailText';
