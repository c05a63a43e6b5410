export * from './patterns';
export * from './messages';
export * from './fields';

import { installDutchErrorMap } from './messages';

// Every form and the contract import this module: installing the Dutch error
// map here means it is in force wherever zod validates, without making pages
// that validate nothing (the home page) download zod.
installDutchErrorMap();
