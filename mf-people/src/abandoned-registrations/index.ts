export {
  AbandonedRegistrationsPage,
  IncompleteRegistrationsPage,
} from './list/AbandonedRegistrationsPage';
export { AbandonedDetailPage, IncompleteDetailPage } from './detail/AbandonedDetailPage';
