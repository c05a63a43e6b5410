import type { ApiModule } from '../api-module.js';
import { healthRoutes } from './health.routes.js';

export const healthModule: ApiModule = { name: 'health', routes: healthRoutes };
