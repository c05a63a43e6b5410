import { apiRequest, requireParam } from '@interim/shared/api-client';
import type { FavoriteState } from '@interim/shared/contract';

/**
 * `GET /api/vacancies/{id}/favorite` or `/unfavorite` (spec section 7). These
 * GETs change state: the API refuses them without the client header, which
 * `apiRequest` always sends.
 */
export async function setFavorite(vacancyId: number, isFavorite: boolean): Promise<FavoriteState> {
  const id = requireParam(vacancyId, 'vacancyId', isFavorite ? 'favoriteVacancy' : 'unfavoriteVacancy');
  const { data } = await apiRequest<FavoriteState>({ method: 'GET', path: `/vacancies/${id}/${isFavorite ? 'favorite' : 'unfavorite'}` });
  return data;
}
