/** Custom audience groups (spec people §2, §4, §5): the create dialog and the group's screen. */
export { CustomAudiencePage } from './page/CustomAudiencePage';
