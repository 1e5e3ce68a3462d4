import { useParams } from 'react-router-dom';
import { PageHeader } from '@console/shared/ui';
import { useDocumentTitle } from './document-title';
import styles from '../shell.module.css';

export function CreateEventPage() {
  const { eventTypeToCreate = 'event' } = useParams();
  const title = `Create ${eventTypeToCreate}`;
  useDocumentTitle(title);
  return (
    <main id="main" className={styles.page} tabIndex={-1}>
      <PageHeader title={title} back={{ href: '/dashboard', label: 'Back to the dashboard' }} />
      <p>
        Creating a new {eventTypeToCreate} is done in the creation wizard (not part of this
        release).
      </p>
    </main>
  );
}
