/**
 * `@interim/shared/seo`: what search engines and link previews read from a
 * server-rendered page (ADR 0004). Server-side only: no browser bundle
 * imports it, so it adds nothing to first-load JS.
 */
export { buildJobPosting, serializeJsonLd, summarize } from './job-posting';
export type { JobPostingContext, JobPostingJsonLd } from './job-posting';
