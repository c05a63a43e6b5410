import { startHarness } from '@interim/shared/harness';
import { routes } from './routes';

startHarness('mf-clients', routes);
