import { APPLICATION_STATUS_TRANSITIONS, type ApplicationStatus } from '@interim/shared/contract';
import { APPLICATION_STATUSES } from '@interim/shared/contract/labels';

/**
 * The statuses staff may move an application in `status` to, in the order of
 * the pipeline (rejection last), from the contract's transition table.
 */
export function staffNextStatuses(status: ApplicationStatus): ApplicationStatus[] {
  return APPLICATION_STATUSES.filter((next) => APPLICATION_STATUS_TRANSITIONS[status][next] === 'staff');
}

/**
 * The statuses staff may move EVERY one of `statuses` to (a bulk change is
 * all or nothing); empty for no statuses.
 */
export function commonStaffNextStatuses(statuses: readonly ApplicationStatus[]): ApplicationStatus[] {
  if (statuses.length === 0) return [];
  return APPLICATION_STATUSES.filter((next) => statuses.every((status) => APPLICATION_STATUS_TRANSITIONS[status][next] === 'staff'));
}
