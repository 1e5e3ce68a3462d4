/** The report downloads feature of mf-analytics (spec §2.10, §7 Reports, §8). */
export { ReportDownloadsPage } from './ReportDownloadsPage';
