import { defineRemoteApp } from '@console/shared/react';
import { AudiencesPage } from './audiences/AudiencesPage';
import { comingSoonPage } from '@console/shared/ui';

const AREA = 'People';

/** mf-people's pages, one per catalogue route whose app is mf-people. */
export default defineRemoteApp({
  'people.audiences': AudiencesPage,
  // Later issues: each of these names its page and says it is coming.
  'people.audienceDetail': comingSoonPage('people.audienceDetail', AREA),
  'people.inviteList': comingSoonPage('people.inviteList', AREA),
  'people.customAudience': comingSoonPage('people.customAudience', AREA),
  'people.abandoned': comingSoonPage('people.abandoned', AREA),
  'people.abandonedDetail': comingSoonPage('people.abandonedDetail', AREA),
  'people.incomplete': comingSoonPage('people.incomplete', AREA),
  'people.incompleteDetail': comingSoonPage('people.incompleteDetail', AREA),
});
