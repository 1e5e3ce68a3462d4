export { GroupPage } from './page/GroupPage';
