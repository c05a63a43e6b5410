/**
 * `@interim/shared/views`: read-only views of contract records that more than
 * one app shows the same way (the opdracht's details, a reactie's status and
 * its timeline). Apart from `@interim/shared/ui` so that pages which never
 * show these (the home page) do not download them.
 */
export { VacancyDetails, type VacancyDetailsProps } from './vacancy-details';
export { ApplicationStatusBadge, StatusTimeline, type ApplicationStatusBadgeProps, type StatusTimelineProps } from './application-status';
