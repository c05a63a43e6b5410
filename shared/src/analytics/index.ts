/**
 * `@interim/shared/analytics`: the page's one analytics module (a
 * module-federation singleton): {@link track}, {@link trackPageView} and the
 * event context.
 */
export { UTM_PARAMETERS, getEventContext, type EventContext, type UtmParameter } from './event-context';
export { PAGE_VIEW_EVENT, configureAnalytics, setEventReleases, track, trackPageView, type AnalyticsOptions } from './track';
