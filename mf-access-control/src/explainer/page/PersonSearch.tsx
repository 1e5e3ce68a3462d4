import { MESSAGES } from '@console/shared/contract';
import { Button, EmptyState, ErrorState, errorText, LoadingState } from '@console/shared/ui';
import { SearchBox } from '@console/shared/ui/list-controls';
import styles from '../Explainer.module.css';
import { usePeopleSearch } from '../hooks/use-people-search';
import type { PersonSearchResult } from '@console/access-control-contract';

type Person = PersonSearchResult['people'][number];

export const personName = (p: Pick<Person, 'firstName' | 'lastName' | 'email'>) =>
  `${p.firstName} ${p.lastName}`.trim() || p.email;

export interface PersonSearchProps {
  q: string;
  onSearch: (q: string) => void;
  onPick: (person: Person) => void;
}

/** Find a registrant by name or email (500 ms after typing stops), then pick one. */
export function PersonSearch({ q, onSearch, onPick }: PersonSearchProps) {
  const search = usePeopleSearch(q);
  let results = null;
  if (q.trim() === '') results = null;
  else if (search.isPending) results = <LoadingState label="Searching registrants…" />;
  else if (search.isError)
    results = (
      <ErrorState
        title="Registrants could not be searched"
        message={errorText(search.error)}
        onRetry={() => void search.refetch()}
      />
    );
  else if (search.data.people.length === 0)
    results = (
      <EmptyState
        title={MESSAGES.noSearchResultsFound}
        description={MESSAGES.tryDifferentKeywords}
      />
    );
  else
    results = (
      <ul
        className={styles.results}
        aria-label="Registrants found"
        aria-busy={search.isPlaceholderData || undefined}
      >
        {search.data.people.map((person) => (
          <li key={person.registrationId}>
            <Button variant="link" onPress={() => onPick(person)}>
              {personName(person)} ({person.email})
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <section className={styles.section} aria-label="Find a registrant">
      <SearchBox
        label="Find a registrant"
        placeholder="Name or email"
        value={q}
        onChange={onSearch}
      />
      {results}
    </section>
  );
}
