export * from './http';
export * from './client-requests';
