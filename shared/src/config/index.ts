export * from './brand';
export * from './palette';
export * from './routes';
