import { defineRemoteApp } from '@console/shared/react';
import { AudiencesPage } from './audiences/AudiencesPage';
import { placeholderPage } from './placeholder/PlaceholderPage';

/** mf-people's pages, one per catalogue route whose app is mf-people. */
export default defineRemoteApp({
  'people.audiences': AudiencesPage,
  // Later issues: each of these states its title and that it is being built.
  'people.audienceDetail': placeholderPage('people.audienceDetail'),
  'people.inviteList': placeholderPage('people.inviteList'),
  'people.customAudience': placeholderPage('people.customAudience'),
  'people.abandoned': placeholderPage('people.abandoned'),
  'people.abandonedDetail': placeholderPage('people.abandonedDetail'),
  'people.incomplete': placeholderPage('people.incomplete'),
  'people.incompleteDetail': placeholderPage('people.incompleteDetail'),
});
