/** The session access screen (people-and-access-control §2, §4). */
export { SessionAccessPage } from './page/SessionAccessPage';
