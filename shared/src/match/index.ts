/**
 * `@interim/shared/match`: "Past ik hierbij?", how a freelancer's profile
 * meets an opdracht's requirements, computed in one place for every page
 * (and the server) that shows it.
 */
export {
  distanceKm,
  matchProfile,
  EMPTY_PROFILE_MATCH_SUMMARY,
  MATCH_POINT_KEYS,
  type MatchInput,
  type MatchPoint,
  type MatchPointKey,
  type MatchStatus,
  type ProfileMatch,
} from './profile-match';
