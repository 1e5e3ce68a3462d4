import { describe, it } from 'node:test';
import { expect } from 'expect';
import {
  reportTabsFor,
  type DashboardName,
  type DashboardVariant,
  type DrillDownDashboard,
} from '@console/analytics-contract';
import { decideDrillDown, decideEmbed, type EmbedDecision, type EmbedViewer } from './embed-rules';

const VIRTUAL = { type: 'EVENT', eventFormat: 'VIRTUAL', isFlex: false } as const;
const WEBINAR = { type: 'WEBINAR', eventFormat: 'VIRTUAL', isFlex: false } as const;

function viewer(
  who: 'organizer' | 'boothOwner' | 'organizerWithBooth' | 'moderator',
  event: typeof VIRTUAL | typeof WEBINAR = VIRTUAL,
  legacyAnalytics = false,
): EmbedViewer {
  const isOrganizer = who === 'organizer' || who === 'organizerWithBooth';
  const ownedBoothIds = who === 'boothOwner' || who === 'organizerWithBooth' ? [7, 9] : [];
  return {
    isOrganizer,
    ownedBoothIds,
    tabs: reportTabsFor(
      event,
      { isOrganizer, isBoothOwner: ownedBoothIds.length > 0 },
      { inPersonSessionReports: false },
    ),
    legacyAnalytics,
  };
}

const all = (boothOwner: boolean, boothIds: number[] = []): EmbedDecision => ({
  allowed: true,
  boothOwner,
  boothIds,
});
const no = (reason: 'dashboard' | 'notBoothOwner' | 'legacyOff'): EmbedDecision => ({
  allowed: false,
  reason,
});

describe('decideEmbed (spec §2.10, §5, §6)', () => {
  const cases: [string, EmbedViewer, DashboardName, boolean, DashboardVariant, EmbedDecision][] = [
    ['organizer, a tab', viewer('organizer'), 'STAGES', false, 'current', all(false)],
    [
      'organizer, Sessions of a non-flex event',
      viewer('organizer'),
      'SESSIONS',
      false,
      'current',
      no('dashboard'),
    ],
    [
      'organizer, another format',
      viewer('organizer'),
      'OVERVIEW',
      false,
      'current',
      no('dashboard'),
    ],
    ['organizer, an insights tab', viewer('organizer'), 'SPONSORS', false, 'current', all(false)],
    ['moderator, a tab', viewer('moderator'), 'EMAILS', false, 'current', all(false)],
    [
      'moderator, insights',
      viewer('moderator'),
      'ORGANIZER_SUMMARY',
      false,
      'current',
      no('dashboard'),
    ],
    ['booth owner, Booths', viewer('boothOwner'), 'BOOTHS', false, 'current', all(true, [7, 9])],
    [
      'booth owner asking the booth view',
      viewer('boothOwner'),
      'BOOTHS',
      true,
      'current',
      all(true, [7, 9]),
    ],
    ['booth owner, Stages', viewer('boothOwner'), 'STAGES', false, 'current', no('dashboard')],
    ['booth owner, insights', viewer('boothOwner'), 'SPONSORS', false, 'current', no('dashboard')],
    [
      'organizer owning a booth, all of Booths',
      viewer('organizerWithBooth'),
      'BOOTHS',
      false,
      'current',
      all(false),
    ],
    [
      'organizer owning a booth, their view',
      viewer('organizerWithBooth'),
      'BOOTHS',
      true,
      'current',
      all(true, [7, 9]),
    ],
    [
      'organizer owning no booth asks the booth view',
      viewer('organizer'),
      'BOOTHS',
      true,
      'current',
      no('notBoothOwner'),
    ],
    ['legacy without the flag', viewer('organizer'), 'STAGES', false, 'legacy', no('legacyOff')],
    [
      'legacy with the flag',
      viewer('organizer', VIRTUAL, true),
      'STAGES',
      false,
      'legacy',
      all(false),
    ],
    [
      'webinar organizer, Insights',
      viewer('organizer', WEBINAR),
      'INSIGHTS',
      false,
      'current',
      all(false),
    ],
    [
      'webinar organizer, Stages',
      viewer('organizer', WEBINAR),
      'STAGES',
      false,
      'current',
      no('dashboard'),
    ],
  ];
  for (const [label, who, dashboard, boothOwner, variant, decision] of cases)
    it(label, () => {
      expect(decideEmbed(who, { dashboard, boothOwner, variant })).toEqual(decision);
    });
});

describe('decideDrillDown: only from a dashboard the viewer may see', () => {
  const cases: [string, EmbedViewer, DrillDownDashboard, DashboardVariant, EmbedDecision][] = [
    ['organizer, a stage', viewer('organizer'), 'STAGE_DETAIL', 'current', all(false)],
    [
      'organizer, a session of a non-flex event (from Segments Speakers)',
      viewer('organizer'),
      'SESSION_DETAIL',
      'current',
      all(false),
    ],
    [
      'moderator, a session of a non-flex event',
      viewer('moderator'),
      'SESSION_DETAIL',
      'current',
      no('dashboard'),
    ],
    ['booth owner, a booth', viewer('boothOwner'), 'BOOTH_DETAIL', 'current', all(true, [7, 9])],
    ['booth owner, an email', viewer('boothOwner'), 'EMAIL_DETAIL', 'current', no('dashboard')],
    [
      'webinar organizer, a stage',
      viewer('organizer', WEBINAR),
      'STAGE_DETAIL',
      'current',
      no('dashboard'),
    ],
    [
      'webinar organizer, an email',
      viewer('organizer', WEBINAR),
      'EMAIL_DETAIL',
      'current',
      all(false),
    ],
    ['legacy without the flag', viewer('organizer'), 'STAGE_DETAIL', 'legacy', no('legacyOff')],
  ];
  for (const [label, who, dashboardId, variant, decision] of cases)
    it(label, () => {
      expect(decideDrillDown(who, { dashboardId, variant })).toEqual(decision);
    });
});
